// What one /api endpoint is: its method, its path, and the schemas of what goes in and comes out.
// The server registers and parses from it; the web client builds its calls and types from it.
import type { ApiKeyScope } from '../constants/domain';
import type { IdKind } from '../schemas/ids';
import type { z } from '../schemas/zod';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A path parameter: the kind of id it is, and what a value that cannot be one answers before any
 * read: 404 with the not-found message of what it names, or 400 as the same id in a body would.
 */
export interface PathParam {
  readonly kind: IdKind;
  readonly status: 400 | 404;
  readonly message: string;
}

export const pathParam = (kind: IdKind, status: 400 | 404, message: string): PathParam => ({
  kind,
  status,
  message,
});

export interface Endpoint {
  readonly method: HttpMethod;
  /** An Express pattern relative to /api, e.g. '/interviews/:id/cancel'. */
  readonly path: string;
  /** Each of the path's parameters (none when it has none). */
  readonly params?: Readonly<Record<string, PathParam>>;
  /** The JSON body; absent when the endpoint takes none. */
  readonly request?: z.ZodType;
  /** The query string, when the endpoint reads one. */
  readonly query?: z.ZodType;
  /** What a success answers with (JSON unless `raw` says otherwise). */
  readonly response: z.ZodType;
  /** Bytes instead of JSON: the request's body (an upload) or the response's (a download). */
  readonly raw?: 'request' | 'response';
  /** A public API v1 route: the API key scope it needs (its document publishes it too). */
  readonly scope?: ApiKeyScope;
  /** A public API v1 route's title in a few words (its document and reference page show it). */
  readonly summary?: string;
  /** Request headers the route reads beyond authorization (published in the v1 document). */
  readonly headers?: z.ZodObject;
  /** A success that makes something answers 201 (a repeat of it that makes nothing, 200). */
  readonly creates?: true;
  /** When the route answers 409, in words (published in the v1 document). */
  readonly conflict?: string;
}

/** ':id' and ':questionId' of '/interviews/:id/recordings/:questionId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with parameters declares each of them; one without declares none. */
type ParamsDeclared<P extends string> = [ParamNames<P>] extends [never]
  ? { readonly params?: never }
  : { readonly params: { readonly [K in ParamNames<P>]: PathParam } };

/** Keeps the literal types (method, path) that the helpers below read. */
export const defineEndpoint = <const E extends Endpoint>(
  endpoint: E & ParamsDeclared<E['path']>,
): E => endpoint;

/** The names of a path's parameters, in order: ['id', 'questionId']. */
export const paramNamesOf = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

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
