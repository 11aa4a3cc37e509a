// The candidate's agreement to the recording notice: nothing is recorded or saved before it.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { InterviewDoc } from '../../shared/contract/collections';
import { CANDIDATE_MESSAGES } from '../../shared/messages/candidate';
import { commitRacingChange } from '../../lib/contention';
import { db } from '../../lib/firebase';
import { conflict } from '../../lib/http-error';
import { assertTakeable, findInterview, interviewOf } from './session';

/** 409 until the candidate has agreed to the recording notice. */
export function assertConsented(doc: DocumentSnapshot<InterviewDoc>) {
  if (interviewOf(doc).consentedAt === undefined)
    throw conflict(CANDIDATE_MESSAGES.consentRequired);
}

/** Stores when the candidate agreed; agreeing again keeps the first time. */
export async function giveConsent(sessionId: string): Promise<void> {
  await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const doc = await findInterview(sessionId);
      assertTakeable(doc);
      if (interviewOf(doc).consentedAt !== undefined) return;
      batch.update(
        doc.ref,
        { consentedAt: FieldValue.serverTimestamp() },
        { lastUpdateTime: doc.updateTime! },
      );
    },
  );
}
