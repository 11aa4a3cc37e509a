// What an answer's insights document should become, decided from the current answer, interview,
// stored insights and configured engine alone (no I/O), so the trigger and the refresh job converge
// however their events and runs arrive. The
// decision comes in two steps because an engine may take seconds (a language model): `plan` says
// whether to analyse, and `settle` decides again on the documents as they are once the engine has
// answered, so a transcript replaced meanwhile is never overwritten with the old one's reading.
import type { AnswerDoc, InsightDoc, InterviewDoc } from '../../shared/contract/collections';
import { sha256 } from '../../lib/tokens';
import { joinedAnswers } from './follow-up-decision';
import type { EngineResult } from './llm-engine';
import type { AnswerInput } from './local-engine';
import { rubricEcho } from './rubric-echo';

/** The insights document without its server-set time. */
export type ComputedInsight = Omit<InsightDoc, 'computedAt'>;

/** `unreadable`: the answer is stored but does not match its schema (its insights are left). */
type Unchanged = {
  kind: 'none';
  reason: 'not-enabled' | 'unchanged' | 'no-answer' | 'unreadable';
};

/** Which answer (text and take) an analysis is for, and by which configured engine. */
interface AnswerVersion {
  take: number | null;
  transcriptSha256: string;
  engineVersion: string;
}

export type InsightPlan =
  Unchanged | { kind: 'delete' } | ({ kind: 'analyse'; input: AnswerInput } & AnswerVersion);

export type InsightAction =
  | Unchanged
  /** The answer changed while the engine worked: that change's own event analyses it. */
  | { kind: 'none'; reason: 'stale' }
  | { kind: 'delete' }
  | { kind: 'write'; insight: ComputedInsight };

export interface InsightDocs {
  questionId: string;
  answer: AnswerDoc | undefined;
  /** The answers of the question's follow-ups, in the order asked (absent: none were asked). */
  followUpAnswers?: readonly (AnswerDoc | undefined)[];
  interview: InterviewDoc | undefined;
  stored: InsightDoc | undefined;
  /** The configured engine's version: insights computed by another are recomputed. */
  engineVersion: string;
}

export function planInsights({
  questionId,
  answer,
  followUpAnswers = [],
  interview,
  stored,
  engineVersion,
}: InsightDocs): InsightPlan {
  // The answer is gone (retention, erasure, a deleted interview): its suggestions go with it.
  if (!answer) return stored ? { kind: 'delete' } : { kind: 'none', reason: 'no-answer' };
  // Only interviews whose candidate was told their answers would be analysed.
  if (interview?.aiAssist !== true) return { kind: 'none', reason: 'not-enabled' };
  const take = answer.take ?? null;
  // The question's rubric is read over its answer and its follow-ups' answers together (a
  // follow-up has no rubric of its own); without any, the answer exactly as saved.
  const followUps = followUpAnswers.flatMap((a) => (a ? [a.transcript] : []));
  const transcript = followUps.length
    ? joinedAnswers([answer.transcript, ...followUps])
    : answer.transcript;
  const transcriptSha256 = sha256(transcript);
  if (
    stored?.transcriptSha256 === transcriptSha256 &&
    stored.take === take &&
    (stored.engineVersion ?? stored.engine.version) === engineVersion
  )
    return { kind: 'none', reason: 'unchanged' };
  const rubric = interview.questions.find((q) => q.id === questionId)?.rubric ?? [];
  return {
    kind: 'analyse',
    input: { transcript, rubric, phrases: answer.segments ?? [] },
    take,
    transcriptSha256,
    engineVersion,
  };
}

/**
 * What to store, given the plan for the documents as they are now and the engine's reading of the
 * answer as it was (`analysed`; none when nothing was analysed).
 */
export function settleInsights(
  now: InsightPlan,
  analysed?: AnswerVersion & { questionId: string; result: EngineResult },
): InsightAction {
  if (now.kind !== 'analyse') return now;
  if (
    !analysed ||
    analysed.transcriptSha256 !== now.transcriptSha256 ||
    analysed.take !== now.take ||
    analysed.engineVersion !== now.engineVersion
  )
    return { kind: 'none', reason: 'stale' };
  const { questionId, take, transcriptSha256, engineVersion, result } = analysed;
  const { rubricEcho: _fromEngine, ...insights } = result.insights;
  const insight: ComputedInsight = {
    ...insights,
    questionId,
    take,
    transcriptSha256,
    engineVersion,
  };
  if (result.note !== undefined) insight.note = result.note;
  // Whichever engine read the answer, the same check: the plan's transcript is the analysed one.
  const echoed = rubricEcho(now.input.transcript, now.input.rubric);
  if (echoed.length > 0) insight.rubricEcho = echoed;
  return { kind: 'write', insight };
}
