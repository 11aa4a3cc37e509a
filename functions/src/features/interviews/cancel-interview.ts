import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import { INTERVIEW_MESSAGES } from '../../shared/messages/interviews';
import { commitRacingChange } from '../../lib/contention';
import { db, docRef } from '../../lib/firebase';
import { conflict, notFound } from '../../lib/http-error';
import { storedData } from '../../lib/stored-document';
import { purgeAtFor } from '../../lib/retention';
import { mailAbout, queueMail } from '../../lib/mail/queue';
import { mailFacts } from './interview-link';
import { cancellationMail } from './mails';

/**
 * scheduled → cancelled, once, and the candidate is mailed: one racing change
 * (lib/contention.ts), so of many cancels at once exactly one wins (409 for the rest). Another
 * org's interview answers 404, like a missing one.
 */
export async function cancelInterview(
  /** `apiKeyId`: cancelled through the public API with this key (its creator as `uid`). */
  canceller: { orgId: string; uid: string; apiKeyId?: string },
  id: string,
): Promise<void> {
  const ref = docRef(collections.interviews, id);
  await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const snap = await ref.get();
      // One that does not read as an interview is as missing.
      const missing = notFound(INTERVIEW_MESSAGES.notFound);
      const data = storedData(snap, missing);
      if (!data || data.orgId !== canceller.orgId) throw missing;
      if (data.status !== 'scheduled') throw conflict(INTERVIEW_MESSAGES.notScheduled);
      batch.update(
        ref,
        {
          status: 'cancelled',
          cancelledAt: FieldValue.serverTimestamp(),
          cancelledBy: canceller.uid,
          ...(canceller.apiKeyId ? { cancelledByApiKey: canceller.apiKeyId } : {}),
          purgeAt: purgeAtFor(data.retentionDays),
          updatedAt: FieldValue.serverTimestamp(),
        },
        { lastUpdateTime: snap.updateTime! },
      );
      queueMail(batch, cancellationMail(mailFacts(id, data)), [mailAbout.interview(id)]);
    },
  );
}
