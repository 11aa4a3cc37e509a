import { Timestamp } from 'firebase/firestore';
import { collections } from '@shared/contract/collections';
import { describeCollectionRules } from './access-matrix';

// An org's Ashby API key, the interviews Ashby started and the updates sent back to Ashby: the
// server alone reads and writes them; the Integrations screen learns only whether a key is set
// and its last 4 characters, through /api.
describeCollectionRules({
  collection: collections.ashbyConnections.path(),
  docs: {
    'org-a': {
      apiKey: 'ashby-secret-key-0123456789',
      last4: '6789',
      updatedAt: Timestamp.fromMillis(Date.now()),
      updatedByUid: 'owner-a',
    },
  },
  readable: { anonymous: [], staff: [], owner: [], otherStaff: [], noRole: [], admin: [] },
});

describeCollectionRules({
  collection: collections.ashbyAssessments.path(),
  docs: { AbCdEfGhIj0123456789: { orgId: 'org-a', createdAt: Timestamp.fromMillis(Date.now()) } },
  readable: { anonymous: [], staff: [], owner: [], otherStaff: [], noRole: [], admin: [] },
});

describeCollectionRules({
  collection: collections.ashbyUpdates.path(),
  docs: {
    ZyXwVuTsRq9876543210: {
      orgId: 'org-a',
      interviewId: 'AbCdEfGhIj0123456789',
      payload: '{"assessment_id":"AbCdEfGhIj0123456789","timestamp":1764334800000}',
      state: 'SUCCESS',
      attempts: 1,
      nextAttemptAt: null,
      leaseExpireTime: null,
      lastAttemptAt: Timestamp.fromMillis(Date.now()),
      responseStatus: 200,
      error: null,
      createdAt: Timestamp.fromMillis(Date.now()),
    },
  },
  readable: { anonymous: [], staff: [], owner: [], otherStaff: [], noRole: [], admin: [] },
});
