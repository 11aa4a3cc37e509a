// What an answer's insights document should become, decided from the current answer, interview
// and stored insights alone (no I/O), so the trigger converges however its events arrive.
import type { AnswerDoc, InsightDoc, InterviewDoc } from '../../shared/contract/collections';
import { sha256 } from '../../lib/tokens';
import { analyseAnswer } from './local-engine';

/** The insights document without its server-set time. */
export type ComputedInsight = Omit<InsightDoc, 'computedAt'>;

export type InsightAction =
  | { kind: 'none'; reason: 'not-enabled' | 'unchanged' | 'no-answer' }
  | { kind: 'delete' }
  | { kind: 'write'; insight: ComputedInsight; ms: number };

export function insightsForAnswer(input: {
  questionId: string;
  answer: AnswerDoc | undefined;
  interview: InterviewDoc | undefined;
  stored: InsightDoc | undefined;
}): InsightAction {
  const { questionId, answer, interview, stored } = input;
  // The answer is gone (retention, erasure, a deleted interview): its suggestions go with it.
  if (!answer) return stored ? { kind: 'delete' } : { kind: 'none', reason: 'no-answer' };
  // Only interviews whose candidate was told their answers would be analysed.
  if (interview?.aiAssist !== true) return { kind: 'none', reason: 'not-enabled' };
  const take = answer.take ?? null;
  const transcriptSha256 = sha256(answer.transcript);
  if (stored?.transcriptSha256 === transcriptSha256 && stored.take === take)
    return { kind: 'none', reason: 'unchanged' };
  const rubric = interview.questions.find((q) => q.id === questionId)?.rubric ?? [];
  const started = performance.now();
  const insights = analyseAnswer({
    transcript: answer.transcript,
    rubric,
    phrases: answer.segments ?? [],
  });
  const ms = Math.round(performance.now() - started);
  return { kind: 'write', insight: { ...insights, questionId, take, transcriptSha256 }, ms };
}
