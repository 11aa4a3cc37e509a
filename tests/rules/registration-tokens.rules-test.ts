import { collections } from '@shared/contract/collections';
import { describeCollectionRules } from './access-matrix';

// Registration tokens (stored hashed): server-only, no client reads or writes whatever the role.
describeCollectionRules({
  collection: collections.registrationTokens.path(),
  docs: { 'doc-1': { email: 'ada@org-a', orgId: 'org-a', usedAt: null } },
  readable: { anonymous: [], staff: [], otherStaff: [], noRole: [], admin: [] },
});
