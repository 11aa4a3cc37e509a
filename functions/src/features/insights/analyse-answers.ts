import type { DocumentData, DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { collections } from '../../shared/contract/collections';
import { LLM_API_KEY } from '../../lib/config';
import { db, docRef } from '../../lib/firebase';
import { logger } from '../../lib/logger';
import { analyseWithConfiguredEngine } from './engine';
import { planInsights, settleInsights } from './insights-for-answer';
import type { InsightPlan } from './insights-for-answer';

/** A document read, outside a transaction or inside one. */
type Read = <A, D extends DocumentData>(
  ref: DocumentReference<A, D>,
) => Promise<DocumentSnapshot<A, D>>;

/** The plan for one answer from its current answer, interview and insights documents. */
async function readPlan(interviewId: string, questionId: string, read: Read) {
  const insightRef = docRef(collections.insights, interviewId, questionId);
  const [answer, interview, stored] = await Promise.all([
    read(docRef(collections.answers, interviewId, questionId)),
    read(docRef(collections.interviews, interviewId)),
    read(insightRef),
  ]);
  const plan: InsightPlan = planInsights({
    questionId,
    answer: answer.data(),
    interview: interview.data(),
    stored: stored.data(),
  });
  return { plan, insightRef };
}

/**
 * Brings one answer's insights in line with the answer as it is now. The engine (a language model
 * may take seconds) runs outside any transaction; the result is stored in a transaction over the
 * current documents, and only if the answer is still the one analysed. So late, redelivered or
 * racing events all end on the latest text, and a purge deleting the answer meanwhile deletes the
 * insights instead.
 */
async function syncInsights(interviewId: string, questionId: string) {
  const { plan } = await readPlan(interviewId, questionId, (ref) => ref.get());
  if (plan.kind === 'none') return { action: plan, ms: 0 };
  const started = performance.now();
  const analysed =
    plan.kind === 'analyse'
      ? { ...plan, questionId, result: await analyseWithConfiguredEngine(plan.input) }
      : undefined;
  const ms = Math.round(performance.now() - started);
  const action = await db.runTransaction(async (tx) => {
    const now = await readPlan(interviewId, questionId, (ref) => tx.get(ref));
    const settled = settleInsights(now.plan, analysed);
    if (settled.kind === 'delete') tx.delete(now.insightRef);
    if (settled.kind === 'write')
      tx.set(now.insightRef, { ...settled.insight, computedAt: FieldValue.serverTimestamp() });
    return settled;
  });
  return { action, ms };
}

/** interviews/{id}/answers/{questionId} written → its AI-assist suggestions follow. */
export const analyseAnswers = onDocumentWritten(
  {
    document: collections.answers.doc('{interviewId}', '{questionId}'),
    retry: true,
    // The language model's key, when one is configured.
    secrets: [LLM_API_KEY],
  },
  async (event) => {
    const { interviewId, questionId } = event.params;
    const { action, ms } = await syncInsights(interviewId, questionId);
    if (action.kind === 'write') {
      const { engine, note } = action.insight;
      logger.info(
        `insights: ${interviewId}/${questionId} analysed by ${engine.name} ${engine.version} in ${ms} ms${note ? ` (${note})` : ''}`,
      );
    }
    if (action.kind === 'delete') logger.info(`insights: ${interviewId}/${questionId} deleted`);
    if (action.kind === 'none' && action.reason === 'stale')
      logger.info(
        `insights: ${interviewId}/${questionId} changed while analysed; left to its event`,
      );
  },
);
