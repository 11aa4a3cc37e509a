import { Timestamp } from 'firebase/firestore';
import { collections } from '@shared/contract/collections';
import { describeCollectionRules } from './access-matrix';

// Playback grants are bearer credentials for recordings: server-only, not even their own reviewer
// reads one (the hash is the id; the token exists only in the reviewer's page).
describeCollectionRules({
  collection: collections.playbackGrants.path(),
  docs: {
    'grant-hash-1': {
      uid: 'staff-1',
      orgId: 'org-a',
      interviewId: 'iv-a',
      expiresAt: Timestamp.fromMillis(Date.now() + 60_000),
    },
  },
  readable: { anonymous: [], staff: [], owner: [], otherStaff: [], noRole: [], admin: [] },
});
