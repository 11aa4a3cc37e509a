// An org's API keys: owners create them (the secret answered once, only its hash stored) and
// revoke them; members list them read-only; nobody else sees them. Bad input writes nothing.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';
import { collectionRef, docRef } from '../support/admin';
import { ALL_SCOPES, createApiKey } from '../support/api-keys';
import { callApi } from '../support/call-api';
import { bodyOf, callEndpoint } from '../support/endpoint-client';
import { createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';

const KEYS = '/integrations/api-keys';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const list = (as?: TestUser) => callEndpoint(endpoints.listApiKeys, { as });
const revoke = (as: TestUser, id: string) =>
  callEndpoint(endpoints.revokeApiKey, { as, params: { id } });

/** The org's key documents with their update times: a refused call changes none. */
async function keysState(orgId: string) {
  const snap = await collectionRef(collections.apiKeys, orgId).get();
  return snap.docs.map((d) => `${d.id}@${d.updateTime.toMillis()}`).sort();
}

describe('API keys: creating, listing and revoking', () => {
  it('an owner creates a key: the secret is answered once, and only its hash is stored', async () => {
    const { orgId, staff: owner } = await createTestOrg('Keys Co');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    // The literal path, independent of the contract: the oracle for the endpoints' paths.
    const res = await callApi('POST', KEYS, owner, {
      name: '  Greenhouse  ',
      scopes: ['interviews:read', 'results:read'],
    });
    expect(res.status).toBe(201);
    const secret = String(res.body.secret);
    const key = res.body.key as Record<string, unknown>;
    expect(secret).toMatch(/^hiq_[A-Za-z0-9]{20}_[A-Za-z0-9_-]{43}$/);
    expect(secret.split('_')[1]).toBe(key.id);
    expect(key).toEqual({
      id: expect.any(String),
      name: 'Greenhouse',
      scopes: ['interviews:read', 'results:read'],
      prefix: secret.slice(0, 12),
      createdByName: owner.email,
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });

    const stored = (await docRef(collections.apiKeys, orgId, String(key.id)).get()).data()!;
    expect(stored.secretSha256).toBe(sha256(secret));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(13));

    // Every member lists the org's keys; neither the secret nor its hash is ever in the list.
    for (const user of [owner, member]) {
      const listed = await list(user);
      expect(bodyOf(listed, 200).keys).toEqual([key]);
      expect(JSON.stringify(listed.body)).not.toContain(secret.slice(13));
      expect(JSON.stringify(listed.body)).not.toContain(stored.secretSha256);
    }
  });

  it('another org’s staff, the admin and a removed member see none of them', async () => {
    const { orgId, staff: owner } = await createTestOrg('Keys Co');
    await createApiKey(owner);
    const other = await createTestOrg('Other Co');
    const [admin, removed] = await Promise.all([
      createTestUser({ role: 'admin' }),
      createTestUser({ role: 'staff', orgId, orgRole: null }, orgId),
    ]);
    expect((await list(other.staff)).body).toEqual({ keys: [] });
    expect((await list(admin)).status).toBe(403);
    expect((await list(removed)).status).toBe(403);
    expect((await list()).status).toBe(401);
  });

  it('a member can neither create nor revoke a key (403), and nothing is written', async () => {
    const { orgId, staff: owner } = await createTestOrg('Keys Co');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    const key = await createApiKey(owner);
    const before = await keysState(orgId);
    const forbidden = { ok: false, status: 403, body: { error: M.ownersOnly } };
    const create = await callEndpoint(endpoints.createApiKey, {
      as: member,
      body: { name: 'Mine', scopes: ['results:read'] },
    });
    expect(create).toEqual(forbidden);
    expect(await revoke(member, key.id)).toEqual(forbidden);
    expect(await keysState(orgId)).toEqual(before);
  });

  it('a name of 60 characters and all four scopes are accepted', async () => {
    const { staff: owner } = await createTestOrg('Keys Co');
    const name = 'n'.repeat(60);
    const res = await callEndpoint(endpoints.createApiKey, {
      as: owner,
      body: { name, scopes: [...ALL_SCOPES] },
    });
    expect(bodyOf(res, 201).key).toMatchObject({ name, scopes: [...ALL_SCOPES] });
  });

  it.each([
    [{ name: '', scopes: ['interviews:read'] }, M.nameRequired],
    [{ name: '   ', scopes: ['interviews:read'] }, M.nameRequired],
    [{ name: 'n'.repeat(61), scopes: ['interviews:read'] }, M.nameTooLong(60)],
    [{ scopes: ['interviews:read'] }, M.nameRequired],
    [{ name: 7, scopes: ['interviews:read'] }, M.nameRequired],
    [{ name: 'ATS', scopes: [] }, M.scopesRequired],
    [{ name: 'ATS' }, M.scopesRequired],
    [{ name: 'ATS', scopes: 'interviews:read' }, M.scopesRequired],
    [{ name: 'ATS', scopes: ['admin'] }, M.scopeUnknown],
    [{ name: 'ATS', scopes: ['interviews:read', 'admin'] }, M.scopeUnknown],
    [{ name: 'ATS', scopes: ['results:read', 'results:read'] }, M.scopesRepeated],
  ])('%j → 400 "%s", nothing written', async (body, message) => {
    const { orgId, staff: owner } = await createTestOrg('Keys Co');
    // Sent as they are: most of these bodies are outside what the contract can type.
    const res = await callApi('POST', KEYS, owner, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await keysState(orgId)).toEqual([]);
  });

  it('a field the key does not have, or a body that is not an object → 400, nothing written', async () => {
    const { orgId, staff: owner } = await createTestOrg('Keys Co');
    for (const body of [
      { name: 'ATS', scopes: ['interviews:read'], secretSha256: 'a'.repeat(64) },
      { name: 'ATS', scopes: ['interviews:read'], orgId: 'another-org.test' },
      [],
      null,
    ]) {
      const res = await callApi('POST', KEYS, owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await keysState(orgId)).toEqual([]);
  });

  it('revoking: the key is listed as revoked; again is a clear 409; unknown or another org’s is 404', async () => {
    const { orgId, staff: owner } = await createTestOrg('Keys Co');
    const other = await createTestOrg('Other Co');
    const key = await createApiKey(owner);
    const otherKey = await createApiKey(other.staff);

    const first = bodyOf(await revoke(owner, key.id), 200);
    expect(first.key).toMatchObject({ id: key.id, revokedAt: expect.any(String) });
    const stored = (await docRef(collections.apiKeys, orgId, key.id).get()).data()!;
    expect(stored.revokedByUid).toBe(owner.uid);
    expect(bodyOf(await list(owner), 200).keys).toEqual([first.key]);

    const before = await keysState(orgId);
    const again = await revoke(owner, key.id);
    expect(again).toEqual({ ok: false, status: 409, body: { error: M.alreadyRevoked } });
    const notFound = { ok: false, status: 404, body: { error: M.keyNotFound } };
    expect(await revoke(owner, 'AbCdEfGhIj0123456789')).toEqual(notFound);
    expect(await revoke(owner, otherKey.id)).toEqual(notFound);
    expect(await keysState(orgId)).toEqual(before);
    expect(
      (await docRef(collections.apiKeys, other.orgId, otherKey.id).get()).get('revokedAt'),
    ).toBe(null);
  });
});
