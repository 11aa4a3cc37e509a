// API keys for tests: an owner creates one through the API (as the Integrations screen does),
// and the public API v1 is called with it as an integration would.
import { expect } from 'vitest';
import { apiBase } from './api';
import { callApi } from './call-api';
import type { TestUser } from './users';

export const ALL_SCOPES = [
  'interviews:read',
  'interviews:write',
  'results:read',
  'webhooks:manage',
] as const;

/** Creates a key as `owner`; returns its id and the secret the answer carries. */
export async function createApiKey(
  owner: TestUser,
  scopes: readonly string[] = ['interviews:read'],
  name = 'Test ATS',
): Promise<{ id: string; secret: string }> {
  const res = await callApi('POST', '/integrations/api-keys', owner, { name, scopes });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: (res.body.key as { id: string }).id, secret: String(res.body.secret) };
}

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

/** An RFC 9457 problem of `status` whose detail is `detail`. */
export function expectProblem(
  res: Awaited<ReturnType<typeof callV1>>,
  status: number,
  detail: string,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.type).toMatch(/^application\/problem\+json/);
  expect(res.body).toEqual({ type: 'about:blank', title: expect.any(String), status, detail });
}
