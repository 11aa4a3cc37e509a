import { collections } from '@shared/contract/collections';
import { describeCollectionRules } from './access-matrix';

// Rate-limit counters: server-only, no client reads or writes whatever the role.
describeCollectionRules({
  collection: collections.rateLimits.path(),
  docs: { 'doc-1': { name: 'access-request', count: 3 } },
  readable: { anonymous: [], staff: [], otherStaff: [], noRole: [], admin: [] },
});
