import { API_TIMEOUT_MS } from '@shared/constants';
import { API_MESSAGES } from '@shared/messages/common';
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

/** Every path gets the /api prefix if missing. */
export function apiUrl(path: string, base = env.apiBaseUrl): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const prefixed =
    withSlash === '/api' || withSlash.startsWith('/api/') ? withSlash : `/api${withSlash}`;
  return `${base.replace(/\/$/, '')}${prefixed}`;
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sent as is (e.g. audio); otherwise the body is JSON. */
  rawBody?: BodyInit;
  contentType?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path);
  const headers: Record<string, string> = {
    'Content-Type': options.contentType ?? 'application/json',
    Accept: 'application/json',
  };
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
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(messageForNoResponse(url, window.location.origin, navigator.onLine), 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (response.ok) return data as T;

  if (response.status === 401) {
    await Promise.resolve(unauthorizedHandler()).catch(() => undefined);
  }
  throw new ApiError(messageForResponse(response.status, data), response.status, data);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * GET a binary resource (e.g. a recording) with the bearer token, as a Blob. An <audio> element
 * can't send the token, so players get an object URL of this instead.
 */
export async function apiBlob(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const url = apiUrl(path);
  const headers: Record<string, string> = {};
  const token = await tokenProvider().catch(() => null);
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'include', signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(messageForNoResponse(url, window.location.origin, navigator.onLine), 0);
  }
  if (response.ok) return response.blob();
  const text = await response.text().catch(() => '');
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  if (response.status === 401) await Promise.resolve(unauthorizedHandler()).catch(() => undefined);
  throw new ApiError(messageForResponse(response.status, data), response.status, data);
}
