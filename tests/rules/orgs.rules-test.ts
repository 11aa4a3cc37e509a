import { collections } from '@shared/contract/collections';
import { describeCollectionRules } from './access-matrix';

// A company's org document: its members and the admin read it; a removed member no longer does;
// nobody writes from a client.
describeCollectionRules({
  collection: collections.orgs.path(),
  docs: {
    'org-a': { name: 'Org A', domain: 'org-a' },
    'org-b': { name: 'Org B', domain: 'org-b' },
  },
  readable: {
    anonymous: [],
    owner: ['org-a'],
    staff: ['org-a'],
    removedStaff: [],
    otherStaff: ['org-b'],
    noRole: [],
    admin: ['org-a', 'org-b'],
  },
});
