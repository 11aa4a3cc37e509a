import { describeCollectionRules } from './access-matrix';

// Captcha answers: server-only, no client reads or writes whatever the role.
describeCollectionRules({
  collection: 'captchas',
  docs: { 'doc-1': { answer: 'aB3dEf', attempts: 0, verifiedAt: null, usedAt: null } },
  readable: { anonymous: [], staff: [], otherStaff: [], noRole: [], admin: [] },
});
