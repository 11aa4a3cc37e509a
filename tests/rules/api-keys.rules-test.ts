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
