import { collections } from '@shared/contract/collections';
import { describeCollectionRules } from './access-matrix';

// Access requests are the platform admin's alone (the admin screen reads them live).
describeCollectionRules({
  collection: collections.accessRequests.path(),
  docs: {
    'req-1': { workDomain: 'org-a', email: 'ada@org-a', status: 'pending', teamSize: null },
    'req-2': { workDomain: 'new.test', email: 'bo@new.test', status: 'rejected', teamSize: 4 },
  },
  readable: {
    anonymous: [],
    staff: [],
    otherStaff: [],
    noRole: [],
    admin: ['req-1', 'req-2'],
  },
});
