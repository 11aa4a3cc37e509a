// API keys for tests: an owner creates one through the API (as the Integrations screen does),
// and what a refusal of the public API v1 must look like.
import { expect } from 'vitest';
import type { ApiKeyScope } from '@shared/constants/domain';
import { endpoints } from '@shared/contract/endpoints';
import type { callV1 } from './api-v1';
import { bodyOf, callEndpoint } from './endpoint-client';
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
  scopes: readonly ApiKeyScope[] = ['interviews:read'],
  name = 'Test ATS',
): Promise<{ id: string; secret: string }> {
  const res = await callEndpoint(endpoints.createApiKey, {
    as: owner,
    body: { name, scopes: [...scopes] },
  });
  const { key, secret } = bodyOf(res, 201);
  return { id: key.id, secret };
}

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
