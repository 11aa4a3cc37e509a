import { Timestamp } from 'firebase/firestore';
import { collections } from '@shared/contract/collections';
import { describeCollectionRules } from './access-matrix';

// An org's webhook endpoints hold their signing secrets, and deliveries the bodies sent: the
// server alone reads and writes them; the Integrations screen goes through /api, which answers a
// secret once, when the endpoint is created.
describeCollectionRules({
  collection: collections.webhookEndpoints.path('org-a'),
  docs: {
    AbCdEfGhIj0123456789: {
      url: 'https://hooks.example.com/hiq',
      description: 'Greenhouse',
      events: ['interview.completed'],
      enabled: true,
      disabledReason: null,
      secret: `whsec_${'A'.repeat(43)}=`,
      consecutiveFailures: 0,
      createdByUid: 'owner-a',
      createdByName: 'Owner A',
      createdAt: Timestamp.fromMillis(Date.now()),
      updatedAt: Timestamp.fromMillis(Date.now()),
    },
  },
  readable: { anonymous: [], staff: [], owner: [], otherStaff: [], noRole: [], admin: [] },
});

describeCollectionRules({
  collection: collections.webhookDeliveries.path(),
  docs: {
    ZyXwVuTsRq9876543210: {
      orgId: 'org-a',
      endpointId: 'AbCdEfGhIj0123456789',
      messageId: 'msg_0123456789abcdef01234567',
      eventType: 'interview.completed',
      payload: '{"type":"interview.completed","timestamp":"2026-11-28T13:00:00.000Z","data":{}}',
      state: 'SUCCESS',
      attempts: 1,
      nextAttemptAt: null,
      leaseExpireTime: null,
      lastAttemptAt: Timestamp.fromMillis(Date.now()),
      responseStatus: 200,
      durationMs: 12,
      error: null,
      createdAt: Timestamp.fromMillis(Date.now()),
    },
  },
  readable: { anonymous: [], staff: [], owner: [], otherStaff: [], noRole: [], admin: [] },
});
