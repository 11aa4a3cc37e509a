// One answer's insights brought in line with the answer and the configured engine as they are now:
// the path both the analyseAnswers trigger and the refresh job take.
import type { DocumentData, DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import { answerIdsOf, questionOfAnswer } from '../../shared/follow-up-order';
import { db, docRef } from '../../lib/firebase';
import { dataOrSkip } from '../../lib/stored-document';
import { analyseWithConfiguredEngine, configuredEngineVersion, configuredLlm } from './engine';
import type { LlmConfig } from './llm-engine';
import { planInsights, settleInsights } from './insights-for-answer';
import type { InsightPlan } from './insights-for-answer';

/** A document read, outside a transaction or inside one. */
type Read = <A, D extends DocumentData>(
  ref: DocumentReference<A, D>,
) => Promise<DocumentSnapshot<A, D>>;

/**
 * The plan for one question's insights from its current answer, its follow-ups' answers, the
 * interview and the stored insights. A follow-up's answer has no insights of its own: it is read
 * with its question's, whose insights it plans (`questionId` is that question). A document that
 * does not read is logged and taken as absent (an interview: not analysed; a follow-up's answer:
 * left out; stored insights: rewritten whole), except the answer itself: its insights are then
 * left as they are, not deleted as a gone answer's would be.
 */
async function readPlan(interviewId: string, answerId: string, engineVersion: string, read: Read) {
  const interview = dataOrSkip(await read(docRef(collections.interviews, interviewId)));
  const questionId = questionOfAnswer(interview?.followUps, answerId);
  const [, ...followUpIds] = answerIdsOf(interview?.followUps, questionId);
  const insightRef = docRef(collections.insights, interviewId, questionId);
  const answerOf = (id: string) => read(docRef(collections.answers, interviewId, id));
  const [answerSnap, stored, ...followUpAnswers] = await Promise.all([
    answerOf(questionId),
    read(insightRef),
    ...followUpIds.map(answerOf),
  ]);
  const answer = dataOrSkip(answerSnap);
  const plan: InsightPlan =
    answerSnap.exists && !answer
      ? { kind: 'none', reason: 'unreadable' }
      : planInsights({
          questionId,
          answer,
          followUpAnswers: followUpAnswers.map((a) => dataOrSkip(a)),
          interview,
          stored: dataOrSkip(stored),
          engineVersion,
        });
  return { plan, insightRef, questionId };
}

/**
 * Brings one answer's insights in line with the answer as it is now. The engine (a language model
 * may take seconds) runs outside any transaction; the result is stored in a transaction over the
 * current documents, and only if the answer is still the one analysed. So late, redelivered or
 * racing events and job runs all end on the latest text, each answer analysed once per text and
 * engine, and a purge deleting the answer meanwhile deletes the insights instead. A follow-up's
 * answer brings its question's insights in line (`questionId` in the result). `config` stands in
 * for the params (tests); the default is the function's configured engine.
 */
export async function syncInsights(
  interviewId: string,
  answerId: string,
  config: LlmConfig | null = configuredLlm(),
) {
  const engineVersion = configuredEngineVersion(config);
  const { plan, questionId } = await readPlan(interviewId, answerId, engineVersion, (ref) =>
    ref.get(),
  );
  if (plan.kind === 'none') return { action: plan, ms: 0, questionId };
  const started = performance.now();
  const analysed =
    plan.kind === 'analyse'
      ? { ...plan, questionId, result: await analyseWithConfiguredEngine(plan.input, config) }
      : undefined;
  const ms = Math.round(performance.now() - started);
  const action = await db.runTransaction(async (tx) => {
    const now = await readPlan(interviewId, answerId, engineVersion, (ref) => tx.get(ref));
    const settled = settleInsights(now.plan, analysed);
    if (settled.kind === 'delete') tx.delete(now.insightRef);
    if (settled.kind === 'write')
      tx.set(now.insightRef, { ...settled.insight, computedAt: FieldValue.serverTimestamp() });
    return settled;
  });
  return { action, ms, questionId };
}
