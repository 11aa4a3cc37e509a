import { Timestamp } from 'firebase/firestore';
import { collections } from '@shared/contract/collections';
import { describeCollectionRules } from './access-matrix';

// An org's API keys (their hashes included) are read and written by the server alone: the
// Integrations screen lists them through /api, so no client reads them, not even the org's owners.
describeCollectionRules({
  collection: collections.apiKeys.path('org-a'),
  docs: {
    AbCdEfGhIj0123456789: {
      keyId: 'AbCdEfGhIj0123456789',
      name: 'Greenhouse',
      scopes: ['interviews:read'],
      secretSha256: 'a'.repeat(64),
      prefix: 'hiq_AbCdEfGh',
      createdByUid: 'owner-a',
      createdByName: 'Owner A',
      createdAt: Timestamp.fromMillis(Date.now()),
      lastUsedAt: null,
      revokedAt: null,
      revokedByUid: null,
    },
  },
  readable: { anonymous: [], staff: [], owner: [], otherStaff: [], noRole: [], admin: [] },
});

// A key's idempotency records (which interview a create with an Idempotency-Key made): the server's.
describeCollectionRules({
  collection: collections.idempotencyRecords.path('org-a', 'AbCdEfGhIj0123456789'),
  docs: {
    ['a'.repeat(64)]: {
      requestSha256: 'b'.repeat(64),
      interviewId: 'interview-1',
      createdAt: Timestamp.fromMillis(Date.now()),
      expiresAt: Timestamp.fromMillis(Date.now() + 24 * 3600_000),
    },
  },
  readable: { anonymous: [], staff: [], owner: [], otherStaff: [], noRole: [], admin: [] },
});
