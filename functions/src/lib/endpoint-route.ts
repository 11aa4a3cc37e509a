// Routes are registered and answered from the shared contract (shared/contract/endpoints.ts), so
// the method, the path and the JSON a handler sends are the ones the web client is typed with.
import type { RequestHandler, Response, Router } from 'express';
import { paramNamesOf } from '../shared/contract/endpoint';
import type { Endpoint, PathParamsOf, ResponseOf } from '../shared/contract/endpoint';
import { ID_KINDS } from '../shared/schemas/ids';
import { HttpError } from './http-error';

const ROUTER_METHOD = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
} as const;

/**
 * Checks the path's parameters against the kinds the contract declares, in the path's order: a
 * value that cannot be such an id answers the endpoint's status and message for it, before any read.
 */
function checkPathParams(endpoint: Endpoint): RequestHandler {
  const checks = paramNamesOf(endpoint.path).map((name) => {
    const param = endpoint.params?.[name];
    if (!param)
      throw new Error(`${endpoint.method} ${endpoint.path}: :${name} has no declared kind`);
    return { name, param, schema: ID_KINDS[param.kind].schema };
  });
  return (req, _res, next) => {
    const failed = checks.find(({ name, schema }) => !schema.safeParse(req.params[name]).success);
    next(failed && new HttpError(failed.param.status, failed.param.message));
  };
}

/**
 * Registers the middleware and handler of one endpoint at the contract's method and path. The path
 * parameters are checked after the middleware (who may call answers first) and before the handler,
 * which reads them as the strings they were checked to be.
 */
export function route<E extends Endpoint>(
  router: Router,
  endpoint: E,
  ...handlers: [...RequestHandler[], RequestHandler<PathParamsOf<E>>]
): void {
  const middleware = handlers.slice(0, -1) as RequestHandler[];
  const handler = handlers[handlers.length - 1] as unknown as RequestHandler;
  router[ROUTER_METHOD[endpoint.method]](
    endpoint.path,
    ...middleware,
    checkPathParams(endpoint),
    handler,
  );
}

/**
 * Sends an endpoint's JSON answer, typed by its response schema. On the emulators the body is also
 * checked against the schema, so a test that reaches a handler fails (500) when the two drift.
 */
export function send<E extends Endpoint>(
  res: Response,
  endpoint: E,
  body: ResponseOf<E>,
  status = 200,
): void {
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    const checked = endpoint.response.safeParse(body);
    if (!checked.success)
      throw new Error(
        `${endpoint.method} ${endpoint.path} answered outside its contract: ${checked.error.message}`,
      );
  }
  res.status(status).json(body);
}
