// An org's API keys: owners create them (the secret is answered once, and only its hash kept)
// and revoke them; every member lists them. A revoked key stays listed as revoked.
import { Timestamp } from 'firebase-admin/firestore';
import type { ApiKeyScope } from '../../shared/constants/domain';
import { collections } from '../../shared/contract/collections';
import type { ApiKeyDoc } from '../../shared/contract/collections';
import type { ApiKeyView } from '../../shared/contract/endpoints/integrations';
import { INTEGRATIONS_MESSAGES } from '../../shared/messages/integrations';
import { newApiKeySecret } from '../../lib/api-key-secret';
import { commitRacingChange } from '../../lib/contention';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { conflict, notFound } from '../../lib/http-error';
import { dataOrSkip } from '../../lib/stored-document';
import { isoOrNull } from '../../lib/iso-time';

const view = (id: string, key: ApiKeyDoc): ApiKeyView => ({
  id,
  name: key.name,
  scopes: key.scopes,
  prefix: key.prefix,
  createdByName: key.createdByName,
  createdAt: isoOrNull(key.createdAt)!,
  lastUsedAt: isoOrNull(key.lastUsedAt),
  revokedAt: isoOrNull(key.revokedAt),
});

/** The org's keys, newest first; one stored against the contract is left out (and logged). */
export async function listApiKeys(orgId: string): Promise<ApiKeyView[]> {
  const snap = await collectionRef(collections.apiKeys, orgId).orderBy('createdAt', 'desc').get();
  return snap.docs.flatMap((doc) => {
    const key = dataOrSkip(doc);
    return key ? [view(doc.id, key)] : [];
  });
}

export async function createApiKey(
  creator: { orgId: string; uid: string; name: string },
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<{ key: ApiKeyView; secret: string }> {
  const ref = collectionRef(collections.apiKeys, creator.orgId).doc();
  const { secret, secretSha256, prefix } = newApiKeySecret(ref.id);
  const key: ApiKeyDoc = {
    keyId: ref.id,
    name: input.name,
    scopes: input.scopes,
    secretSha256,
    prefix,
    createdByUid: creator.uid,
    createdByName: creator.name,
    createdAt: Timestamp.now(),
    lastUsedAt: null,
    revokedAt: null,
    revokedByUid: null,
  };
  await ref.create(key);
  return { key: view(ref.id, key), secret };
}

/** 404 for a key the org does not have, 409 for one already revoked. */
export async function revokeApiKey(orgId: string, keyId: string, uid: string): Promise<ApiKeyView> {
  const ref = docRef(collections.apiKeys, orgId, keyId);
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const snap = await ref.get();
      const key = snap.exists ? dataOrSkip(snap) : undefined;
      if (!key) throw notFound(INTEGRATIONS_MESSAGES.keyNotFound);
      if (key.revokedAt) throw conflict(INTEGRATIONS_MESSAGES.alreadyRevoked);
      const revokedAt = Timestamp.now();
      batch.update(ref, { revokedAt, revokedByUid: uid }, { lastUpdateTime: snap.updateTime! });
      return view(keyId, { ...key, revokedAt, revokedByUid: uid });
    },
  );
}
