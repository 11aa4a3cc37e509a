import { Timestamp } from 'firebase/firestore';
import { collections } from '@shared/contract/collections';
import { describeCollectionRules } from './access-matrix';

// An org's audit trail (what was erased or purged, when, by whom) is written and read by the
// server alone: no client reads it, not even the org's owners.
describeCollectionRules({
  collection: collections.auditLog.path('org-a'),
  docs: {
    'entry-1': {
      action: 'candidate-data-erased',
      interviewId: 'iv-a',
      byUid: 'staff-1',
      at: Timestamp.fromMillis(Date.now()),
    },
  },
  readable: { anonymous: [], staff: [], owner: [], otherStaff: [], noRole: [], admin: [] },
});
