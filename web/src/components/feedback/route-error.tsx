import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorView } from './error-view';

/** The router's fallback view, shown when a route fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return <ErrorView detail={detail} />;
}
