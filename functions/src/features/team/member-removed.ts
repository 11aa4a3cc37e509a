// Whatever ends a membership (an owner's removal, an account deleting itself, a call whose answer
// was lost after its commit), the member document's deletion is the one event sure to happen. This
// trigger finishes the work that follows it, idempotently and retried until it succeeds: the
// former member's sessions are revoked and the candidate links they saw are replaced.
import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { collections } from '../../shared/contract/collections';
import { logger } from '../../lib/logger';
import { revokeLeftSessions } from '../../lib/membership';
import { removalCutoff, rotateSessionLinks } from './session-rotation';

export const onMemberRemoved = onDocumentDeleted(
  { document: collections.members.doc('{orgId}', '{uid}'), retry: true },
  async (event) => {
    const { orgId, uid } = event.params;
    const revoked = await revokeLeftSessions(orgId, uid);
    const cutoff = await removalCutoff(orgId, Timestamp.fromDate(new Date(event.time)));
    const rotated = await rotateSessionLinks(orgId, cutoff);
    logger.info(
      `member ${uid} left ${orgId}: sessions ${revoked ? 'revoked now' : 'already revoked'}, ${rotated} candidate links replaced`,
    );
  },
);
