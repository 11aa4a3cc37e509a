// What one /api endpoint is: its method, its path, and the schemas of what goes in and comes out.
// The server registers and parses from it; the web client builds its calls and types from it.
import type { z } from '../schemas/zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  /** An Express pattern relative to /api, e.g. '/interviews/:id/cancel'. */
  readonly path: string;
  /** The JSON body; absent when the endpoint takes none. */
  readonly request?: z.ZodType;
  /** The query string, when the endpoint reads one. */
  readonly query?: z.ZodType;
  /** What a success answers with (JSON unless `raw` says otherwise). */
  readonly response: z.ZodType;
  /** Bytes instead of JSON: the request's body (an upload) or the response's (a download). */
  readonly raw?: 'request' | 'response';
}

/** Keeps the literal types (method, path) that the helpers below read. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

/** ':id' and ':questionId' of '/interviews/:id/recordings/:questionId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParamsOf<E extends Endpoint> = { [K in ParamNames<E['path']>]: string };
/** The body a caller sends (before the schema's trimming and defaults). */
export type RequestOf<E extends Endpoint> = E extends { request: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
/** The query a caller sends. */
export type QueryOf<E extends Endpoint> = E extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
/** What a success answers with. */
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;

/** The endpoint's path with its parameters filled in, each URI-encoded; relative to /api. */
export function pathOf(endpoint: Endpoint, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
