import { collections } from '@shared/contract/collections';
import { describeCollectionRules } from './access-matrix';

// Captcha answers: server-only, no client reads or writes whatever the role.
describeCollectionRules({
  collection: collections.captchas.path(),
  docs: { 'doc-1': { answer: 'aB3dEf', attempts: 0, verifiedAt: null, usedAt: null } },
  readable: { anonymous: [], staff: [], otherStaff: [], noRole: [], admin: [] },
});
