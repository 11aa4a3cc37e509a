import { API_TIMEOUT_MS } from '@shared/constants/ui';
import { pathOf } from '@shared/contract/endpoint';
import type {
  Endpoint,
  PathParamsOf,
  QueryOf,
  RequestOf,
  ResponseOf,
} from '@shared/contract/endpoint';
import { API_MESSAGES } from '@shared/messages/api';
import { issueDetails, issueMessage } from '@shared/schemas/issue-message';
import { env } from '@/config/env';

/** An API failure with the message to show, the HTTP status (0 when nothing answered) and the body. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TokenProvider = () => Promise<string | null>;
type UnauthorizedHandler = () => void | Promise<void>;

let tokenProvider: TokenProvider = async () => null;
let unauthorizedHandler: UnauthorizedHandler = () => {};

/** The app wires the identity provider in; lib code never imports a feature. */
export function configureApiClient(options: {
  getToken?: TokenProvider;
  onUnauthorized?: UnauthorizedHandler;
}) {
  if (options.getToken) tokenProvider = options.getToken;
  if (options.onUnauthorized) unauthorizedHandler = options.onUnauthorized;
}

/** The URL of a path relative to /api (as the contract writes them). */
export function apiUrl(path: string, base = env.apiBaseUrl): string {
  return `${base.replace(/\/$/, '')}/api${path}`;
}

function readString(data: unknown, key: 'error' | 'message' | 'details'): string | undefined {
  if (data && typeof data === 'object' && key in data) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/** The one mapping from a response status and body to a message, for every API call. */
export function messageForResponse(status: number, data: unknown): string {
  if (status === 401) return API_MESSAGES.sessionExpired;
  if (status === 429) return API_MESSAGES.tooManyRequests;
  if (status === 400) return readString(data, 'error') ?? API_MESSAGES.validation;
  return readString(data, 'error') ?? readString(data, 'message') ?? API_MESSAGES.unexpected;
}

/**
 * No response at all. fetch cannot tell a CORS block from a dead network; a cross-origin request
 * that fails while the browser is online is most likely a blocked one.
 */
export function messageForNoResponse(url: string, origin: string, online: boolean): string {
  const target = new URL(url, origin);
  return target.origin !== origin && online ? API_MESSAGES.crossOrigin : API_MESSAGES.network;
}

interface RequestOptions {
  method: Endpoint['method'];
  body?: unknown;
  /** Sent as is (e.g. audio); otherwise the body is JSON. */
  rawBody?: BodyInit;
  contentType?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The headers every API call sends (plus the bearer token when someone is signed in). */
export const apiHeaders = (contentType = 'application/json'): Record<string, string> => ({
  'Content-Type': contentType,
  Accept: 'application/json',
});

async function apiRequest(url: string, options: RequestOptions): Promise<unknown> {
  const headers = apiHeaders(options.contentType);
  const token = await tokenProvider().catch(() => null);
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const signal = controller.signal;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method,
      headers,
      credentials: 'include',
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw noResponseError(url);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
  return responseData(response);
}

/** The failure of a call that got no response at all. */
export const noResponseError = (url: string) =>
  new ApiError(messageForNoResponse(url, window.location.origin, navigator.onLine), 0);

/** A response's JSON (or text) on success; otherwise the ApiError every call throws for it. */
export async function responseData(response: Response): Promise<unknown> {
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (response.ok) return data;

  if (response.status === 401) {
    await Promise.resolve(unauthorizedHandler()).catch(() => undefined);
  }
  throw new ApiError(messageForResponse(response.status, data), response.status, data);
}

/** What a call to the endpoint must say: its path's parameters, its body, its query. */
type CallFields<E extends Endpoint> = ([keyof PathParamsOf<E>] extends [never]
  ? { params?: undefined }
  : { params: PathParamsOf<E> }) &
  (E extends { request: object } ? { body: RequestOf<E> } : { body?: undefined }) &
  (E extends { query: object } ? { query: QueryOf<E> } : { query?: undefined });

type CallOptions<E extends Endpoint> = CallFields<E> & {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The bytes and their type, for an endpoint whose request body is raw (an upload). */
  raw?: { data: BodyInit; contentType: string };
};

/** Options may be left out when the endpoint needs none. */
type CallArgs<E extends Endpoint> =
  Record<string, never> extends CallFields<E>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

/** The endpoint's URL with its parameters filled in and its query string. */
function urlOf(endpoint: Endpoint, params?: Record<string, string>, query?: object): string {
  const path = pathOf(endpoint, params);
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  const search = new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
  return apiUrl(entries.length ? `${path}?${search}` : path);
}

/**
 * Calls one endpoint of the contract: its method and path, the bearer token, the time-out and the
 * one status-to-message mapping (a failure is an ApiError). Resolves to the endpoint's response.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<ResponseOf<E>> {
  const o: CallOptions<E> | undefined = options;
  // A body the endpoint's schema refuses never leaves: the same 400 and message the API would
  // give, without the round trip.
  if (endpoint.request) {
    const checked = endpoint.request.safeParse(o?.body);
    if (!checked.success) {
      const message = issueMessage(checked.error);
      throw new ApiError(message, 400, { error: message, details: issueDetails(checked.error) });
    }
  }
  const data = await apiRequest(urlOf(endpoint, o?.params, o?.query), {
    method: endpoint.method,
    body: o?.body,
    rawBody: o?.raw?.data,
    contentType: o?.raw?.contentType,
    signal: o?.signal,
    timeoutMs: o?.timeoutMs,
  });
  return data as ResponseOf<E>;
}

/**
 * The URL a media element streams an endpoint's bytes from by itself, with range requests. It
 * can't send the bearer token, so the query carries what authorises it (e.g. a playback grant).
 */
export function mediaUrl<E extends Endpoint & { raw: 'response' }>(
  endpoint: E,
  options: { params: PathParamsOf<E>; query: Record<string, string> },
): string {
  return urlOf(endpoint, options.params, options.query);
}
