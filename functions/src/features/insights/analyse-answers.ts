import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { collections } from '../../shared/contract/collections';
import { db, docRef } from '../../lib/firebase';
import { logger } from '../../lib/logger';
import { insightsForAnswer } from './insights-for-answer';

/**
 * Brings one answer's insights in line with the answer as it is now. In a transaction over the
 * current answer, interview and insights (not the event's copy), so late, redelivered or racing
 * events all end on the latest text, and a purge deleting the answer meanwhile makes this try
 * read again and delete instead of writing.
 */
async function syncInsights(interviewId: string, questionId: string) {
  return db.runTransaction(async (tx) => {
    const answerRef = docRef(collections.answers, interviewId, questionId);
    const interviewRef = docRef(collections.interviews, interviewId);
    const insightRef = docRef(collections.insights, interviewId, questionId);
    const [answer, interview, stored] = await Promise.all([
      tx.get(answerRef),
      tx.get(interviewRef),
      tx.get(insightRef),
    ]);
    const action = insightsForAnswer({
      questionId,
      answer: answer.data(),
      interview: interview.data(),
      stored: stored.data(),
    });
    if (action.kind === 'delete') tx.delete(insightRef);
    if (action.kind === 'write')
      tx.set(insightRef, { ...action.insight, computedAt: FieldValue.serverTimestamp() });
    return action;
  });
}

/** interviews/{id}/answers/{questionId} written → its AI-assist suggestions follow. */
export const analyseAnswers = onDocumentWritten(
  { document: collections.answers.doc('{interviewId}', '{questionId}'), retry: true },
  async (event) => {
    const { interviewId, questionId } = event.params;
    const action = await syncInsights(interviewId, questionId);
    if (action.kind === 'write')
      logger.info(
        `insights: ${interviewId}/${questionId} analysed by ${action.insight.engine.name} ${action.insight.engine.version} in ${action.ms} ms`,
      );
    if (action.kind === 'delete') logger.info(`insights: ${interviewId}/${questionId} deleted`);
  },
);
