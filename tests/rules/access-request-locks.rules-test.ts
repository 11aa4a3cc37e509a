import { collections } from '@shared/contract/collections';
import { describeCollectionRules } from './access-matrix';

// Pending-request locks: server-only, no client reads or writes whatever the role.
describeCollectionRules({
  collection: collections.accessRequestLocks.path(),
  docs: { 'doc-1': { email: 'ada@org-a', requestId: 'req-1' } },
  readable: { anonymous: [], staff: [], otherStaff: [], noRole: [], admin: [] },
});
