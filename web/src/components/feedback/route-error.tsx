import { Button } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { APP_MESSAGES } from '@shared/messages/common';
import classes from './route-error.module.css';

/** The router's fallback view, shown when a route fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className={classes.page}>
      <h1 className={classes.title}>{APP_MESSAGES.routerFallback}</h1>
      {detail && <p className={classes.detail}>{detail}</p>}
      <div className={classes.actions}>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <a className={classes.link} href="/">
          Go to the home page
        </a>
      </div>
    </main>
  );
}
