import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { AnswerInput, HistoryEntry } from '../../shared/schemas/candidate';
import { commitRacingChange } from '../../lib/contention';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { queueCompletionNotice } from './completion-notice';
import { assertQuestion, assertTakeable, findInterview } from './session';

/** One document per question, so a retry overwrites and never duplicates. */
export async function saveAnswer(sessionId: string, input: AnswerInput): Promise<void> {
  await db.runTransaction(async (tx) => {
    const doc = await findInterview(sessionId, tx);
    assertTakeable(doc);
    assertQuestion(doc, input.questionId);
    tx.set(docRef(collections.answers, doc.id, input.questionId), {
      questionId: input.questionId,
      transcript: input.transcript,
      savedAt: FieldValue.serverTimestamp(),
    });
  });
}

/**
 * scheduled → completed exactly once, with completedAt. Responses in the history that were never
 * saved through `saveAnswer` are saved now; saved ones are kept. One racing change
 * (lib/contention.ts): of many completes at once one commits, the others answer 409 completed.
 */
export async function completeInterview(
  sessionId: string,
  questionHistory: HistoryEntry[],
): Promise<void> {
  await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const doc = await findInterview(sessionId);
      assertTakeable(doc);
      for (const entry of questionHistory) assertQuestion(doc, entry.id);
      const saved = await collectionRef(collections.answers, doc.id).get();
      const savedIds = new Set(saved.docs.map((d) => d.id));
      for (const entry of questionHistory) {
        const transcript = entry.response?.trim();
        if (!transcript || savedIds.has(entry.id)) continue;
        savedIds.add(entry.id);
        // A create: an answer saved meanwhile makes this try lose, and the next one keeps it.
        batch.create(docRef(collections.answers, doc.id, entry.id), {
          questionId: entry.id,
          transcript,
          savedAt: FieldValue.serverTimestamp(),
        });
      }
      await queueCompletionNotice(batch, doc);
      batch.update(
        doc.ref,
        {
          status: 'completed',
          completedAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        },
        { lastUpdateTime: doc.updateTime! },
      );
    },
  );
}
