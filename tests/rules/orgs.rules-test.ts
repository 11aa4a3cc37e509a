import { describeCollectionRules } from './access-matrix';

// A company's org document: its own staff and the admin read it; nobody writes from a client.
describeCollectionRules({
  collection: 'orgs',
  docs: {
    'org-a': { name: 'Org A', domain: 'org-a' },
    'org-b': { name: 'Org B', domain: 'org-b' },
  },
  readable: {
    anonymous: [],
    staff: ['org-a'],
    otherStaff: ['org-b'],
    noRole: [],
    admin: ['org-a', 'org-b'],
  },
});
