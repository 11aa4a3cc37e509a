// The public API v1 with an org's API key: the key's org only, within its scopes, refused from
// the call after a revoke, never on a staff route; every failure is RFC 9457 problem details.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { API_MESSAGES } from '@shared/messages/api';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';
import { adminDb, collectionRef, docRef } from '../support/admin';
import { ALL_SCOPES, createApiKey, expectProblem } from '../support/api-keys';
import { callV1, withKey } from '../support/api-v1';
import { apiBase } from '../support/api';
import { bodyOf, callEndpoint } from '../support/endpoint-client';
import { createTestInterview, createTestInterviews } from '../support/interviews';
import { inOneWindow, oneWindowTimeout } from '../support/rate-window';
import { createTestOrg } from '../support/users';

describe('API keys: the public API v1 reads the key’s org', () => {
  it('lists and gets the org’s interviews in the v1 view, never the session link', async () => {
    const { orgId, staff: owner } = await createTestOrg('V1 Co');
    const interview = await createTestInterview({
      orgId,
      candidateName: 'Vera Vee',
      candidateEmail: 'vera@example.test',
      type: 'behavioral',
      level: 'senior',
    });
    const { secret } = await createApiKey(owner);

    const list = await withKey('/interviews', secret);
    expect(list.status).toBe(200);
    const expected = {
      id: interview.id,
      status: 'scheduled',
      candidate: { name: 'Vera Vee', email: 'vera@example.test' },
      position: { type: 'behavioral', level: 'senior' },
      scheduledAt: expect.any(String),
      createdAt: expect.any(String),
      completedAt: null,
      questionSetId: null,
    };
    expect(list.body).toEqual({ data: [expected], nextCursor: null });
    const got = await withKey(`/interviews/${interview.id}`, secret);
    expect(got).toMatchObject({ status: 200, body: { data: expected } });
    expect(JSON.stringify([list.body, got.body])).not.toContain(interview.sessionId);
  });

  it('filters by status, and refuses a status, limit or cursor it cannot read (400 problem)', async () => {
    const { orgId, staff: owner } = await createTestOrg('V1 Co');
    const [, done] = await createTestInterviews(orgId, [{}, { status: 'completed' }]);
    const { secret } = await createApiKey(owner);
    const completed = await withKey('/interviews?status=completed', secret);
    expect((completed.body.data as { id: string }[]).map((i) => i.id)).toEqual([done.id]);
    expect((await withKey('/interviews?limit=100', secret)).status).toBe(200);
    expectProblem(await withKey('/interviews?status=archived', secret), 400, M.statusInvalid);
    for (const limit of ['0', '101', 'abc', '2.5', '-1', ''])
      expectProblem(await withKey(`/interviews?limit=${limit}`, secret), 400, M.limitInvalid(100));
    expectProblem(await withKey('/interviews?limit=1&limit=2', secret), 400, M.limitInvalid(100));
    expectProblem(await withKey('/interviews?cursor=not-a-cursor', secret), 400, M.cursorInvalid);
    expect((await withKey('/interviews?sessionId=x', secret)).status).toBe(400);
  });

  it('pages: 3 interviews with limit=2 give 2 and a cursor, then 1 and null; 25 by default', async () => {
    const { orgId, staff: owner } = await createTestOrg('V1 Co');
    const created = await createTestInterviews(orgId, [{}, {}, {}]);
    const { secret } = await createApiKey(owner);
    const first = await withKey('/interviews?limit=2', secret);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await withKey(
      `/interviews?limit=2&cursor=${encodeURIComponent(String(first.body.nextCursor))}`,
      secret,
    );
    expect(second.body.data).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const seen = [
      ...(first.body.data as { id: string }[]),
      ...(second.body.data as { id: string }[]),
    ];
    expect(seen.map((i) => i.id).sort()).toEqual(created.map((i) => i.id).sort());

    await createTestInterviews(
      orgId,
      Array.from({ length: 24 }, () => ({})),
    );
    const byDefault = await withKey('/interviews', secret);
    expect(byDefault.body.data).toHaveLength(25);
    expect(byDefault.body.nextCursor).toEqual(expect.any(String));
  });

  it('another org’s key sees none of this org’s interviews, and 404 (not 403) on their ids', async () => {
    const { orgId } = await createTestOrg('V1 Co');
    const mine = await createTestInterview({ orgId });
    const other = await createTestOrg('Other Co');
    const { secret } = await createApiKey(other.staff);
    expect((await withKey('/interviews', secret)).body).toEqual({ data: [], nextCursor: null });
    expectProblem(await withKey(`/interviews/${mine.id}`, secret), 404, M.interviewNotFound);
    expectProblem(
      await withKey('/interviews/AbCdEfGhIj0123456789', secret),
      404,
      M.interviewNotFound,
    );
  });

  it('records the key’s last use', async () => {
    const { staff: owner, orgId } = await createTestOrg('V1 Co');
    const key = await createApiKey(owner);
    expect((await withKey('/interviews', key.secret)).status).toBe(200);
    await expect
      .poll(
        async () =>
          (await docRef(collections.apiKeys, orgId, key.id).get()).get('lastUsedAt') as unknown,
        { timeout: 10_000 },
      )
      .not.toBeNull();
    const listed = bodyOf(await callEndpoint(endpoints.listApiKeys, { as: owner }), 200).keys;
    expect(listed[0].lastUsedAt).toEqual(expect.any(String));
  });
});

describe('API keys: scopes', () => {
  const routes = [
    ['GET /api/v1/interviews', (_id: string) => '/interviews'],
    ['GET /api/v1/interviews/:id', (id: string) => `/interviews/${id}`],
  ] as const;
  for (const scope of ALL_SCOPES)
    for (const [route, path] of routes) {
      const allowed = scope === 'interviews:read';
      it(`a key with only ${scope}: ${route} is ${allowed ? 'allowed' : '403'}`, async () => {
        const { orgId, staff: owner } = await createTestOrg('Scopes Co');
        const interview = await createTestInterview({ orgId });
        const { secret } = await createApiKey(owner, [scope]);
        const res = await withKey(path(interview.id), secret);
        if (allowed) expect(res.status).toBe(200);
        else expectProblem(res, 403, M.scopeMissing('interviews:read'));
      });
    }
});

describe('API keys: who is refused', () => {
  it('a revoked key is refused (401) from the very next call', async () => {
    const { staff: owner } = await createTestOrg('V1 Co');
    const key = await createApiKey(owner);
    expect((await withKey('/interviews', key.secret)).status).toBe(200);
    const revoke = await callEndpoint(endpoints.revokeApiKey, {
      as: owner,
      params: { id: key.id },
    });
    expect(revoke.status).toBe(200);
    expectProblem(await withKey('/interviews', key.secret), 401, M.keyInvalid);
  });

  it('no key, a malformed, unknown or altered one, or a staff ID token: 401 problem', async () => {
    const { staff: owner } = await createTestOrg('V1 Co');
    const { secret } = await createApiKey(owner);
    const altered = `${secret.slice(0, -2)}${secret.endsWith('AA') ? 'BB' : 'AA'}`;
    expectProblem(await callV1('/interviews'), 401, M.keyRequired);
    expectProblem(await callV1('/interviews', secret), 401, M.keyRequired);
    expectProblem(await callV1('/interviews', `Bearer ${owner.idToken}`), 401, M.keyInvalid);
    for (const bad of [altered, `${secret}x`, 'hiq_AbCdEfGhIj0123456789_' + 'a'.repeat(43)])
      expectProblem(await withKey('/interviews', bad), 401, M.keyInvalid);
    // An unknown v1 path is a problem too, not the staff API's { error }.
    expectProblem(await withKey('/nothing-here', secret), 404, API_MESSAGES.notFound);
  });

  it('a key sent to a staff route is 401, whatever its scopes', async () => {
    const { orgId, staff: owner } = await createTestOrg('V1 Co');
    await createTestInterview({ orgId });
    const { secret } = await createApiKey(owner, [...ALL_SCOPES]);
    for (const [method, path] of [
      ['GET', '/api/interviews'],
      ['GET', '/api/integrations/api-keys'],
      ['POST', '/api/integrations/api-keys'],
    ]) {
      const res = await fetch(`${apiBase}${path}`, {
        method,
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
        body:
          method === 'POST' ? JSON.stringify({ name: 'x', scopes: ['results:read'] }) : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('API keys: the rate limit', () => {
  const WINDOW_MS = 60_000;
  // About 5 s here: a smaller budget means a shorter wait for a window it fits in.
  const BUDGET_MS = 20_000;
  /**
   * The first `n` calls of the key's current window, stood in for by their hit documents (as the
   * limiter writes them): 120 real calls do not fit in a minute on the emulator.
   */
  async function earlierCalls(keyId: string, n: number) {
    const windowStart = Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS;
    const window = createHash('sha256').update(`api-key:${keyId}:${windowStart}`).digest('hex');
    const batch = adminDb.batch();
    for (let i = 0; i < n; i += 1)
      batch.create(collectionRef(collections.rateLimitHits, window).doc(), {
        name: 'api-key',
        at: Timestamp.fromMillis(Date.now() - 1_000),
        expiresAt: Timestamp.fromMillis(windowStart + 2 * WINDOW_MS),
      });
    await batch.commit();
  }

  it(
    '120 calls a minute per key; the 121st is 429 with Retry-After, and another key is unaffected',
    inOneWindow(WINDOW_MS, BUDGET_MS, async () => {
      const { staff: owner } = await createTestOrg('Busy Co');
      const [busy, calm] = await Promise.all([createApiKey(owner), createApiKey(owner)]);
      await earlierCalls(busy.id, 100);
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 10) {
        const batch = await Promise.all(
          Array.from({ length: 10 }, () => withKey('/interviews?limit=1', busy.secret)),
        );
        statuses.push(...batch.map((r) => r.status));
      }
      expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
      const refused = await withKey('/interviews?limit=1', busy.secret);
      const seconds = Math.ceil((WINDOW_MS - (Date.now() % WINDOW_MS)) / 1000);
      expectProblem(refused, 429, M.rateLimited(Number(refused.retryAfter)));
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      expect(Math.abs(Number(refused.retryAfter) - seconds)).toBeLessThanOrEqual(2);
      expect((await withKey('/interviews?limit=1', calm.secret)).status).toBe(200);
    }),
    oneWindowTimeout(BUDGET_MS),
  );
});
