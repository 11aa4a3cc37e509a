// Calls to the public API v1 as an integration makes them (no test runner imported: the
// end-to-end tests use it too).
import { apiBase } from './api';

/** One call to /api/v1 with `authorization` as the whole header (absent: none sent). */
export async function callV1(path: string, authorization?: string) {
  const res = await fetch(`${apiBase}/api/v1${path}`, {
    headers: authorization === undefined ? {} : { Authorization: authorization },
  });
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    retryAfter: res.headers.get('retry-after'),
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

/** A v1 call with the key's secret as the bearer. */
export const withKey = (path: string, secret: string) => callV1(path, `Bearer ${secret}`);

/** A v1 call with a method, a JSON body and headers of its own (e.g. Idempotency-Key). */
export async function sendV1(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  secret: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${apiBase}/api/v1${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${secret}`,
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    retryAfter: res.headers.get('retry-after'),
    replayed: res.headers.get('idempotent-replayed'),
    cacheControl: res.headers.get('cache-control'),
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}
