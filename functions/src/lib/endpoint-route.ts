// Routes are registered and answered from the shared contract (shared/contract/endpoints.ts), so
// the method, the path and the JSON a handler sends are the ones the web client is typed with.
import type { RequestHandler, Response, Router } from 'express';
import type { Endpoint, ResponseOf } from '../shared/contract/endpoint';

const ROUTER_METHOD = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
} as const;

/** Registers the middleware and handler of one endpoint at the contract's method and path. */
export function route(router: Router, endpoint: Endpoint, ...handlers: RequestHandler[]): void {
  router[ROUTER_METHOD[endpoint.method]](endpoint.path, ...handlers);
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
