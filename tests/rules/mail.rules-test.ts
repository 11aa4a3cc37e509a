import { collections } from '@shared/contract/collections';
import { describeCollectionRules } from './access-matrix';

// The mail queue: server-only, no client reads or writes whatever the role.
describeCollectionRules({
  collection: collections.mail.path(),
  docs: { 'doc-1': { to: 'ada@org-a', message: { subject: 's', text: 't', html: 'h' } } },
  readable: { anonymous: [], staff: [], otherStaff: [], noRole: [], admin: [] },
});
