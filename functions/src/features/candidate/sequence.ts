// The order a candidate answers in: the interview's questions, each followed by the follow-ups
// its answers asked (in the order asked), each with this candidate's limits. Pure, so the session,
// the takes, the saves and completion all see one sequence.
import {
  FOLLOW_UP_ANSWER_LIMIT_SEC,
  FOLLOW_UP_THINK_TIME_SEC,
} from '../../shared/constants/limits';
import type { InterviewDoc, InterviewQuestionDoc } from '../../shared/contract/collections';
import type { PublicQuestion } from '../../shared/contract/endpoints/candidate';
import { followUpsOf } from '../../shared/follow-up-order';
import { effectiveTiming, estimatedMinutes, settingsOf } from '../../shared/interview-timing';

export type AskedFollowUp = NonNullable<InterviewDoc['followUps']>[number];

type SequenceSource = Pick<InterviewDoc, 'questions' | 'followUps' | 'extraTime'>;

/** A follow-up's limits as written: its own think time and answer limit, no retake. */
const followUpSettings = (
  f: Pick<AskedFollowUp, 'thinkTimeSec' | 'answerLimitSec' | 'answerMode'>,
) => ({
  thinkTimeSec: f.thinkTimeSec,
  answerLimitSec: f.answerLimitSec,
  retakes: 0,
  answerMode: f.answerMode,
});

/** An asked follow-up as the candidate gets it: its prompt is its text. */
export function publicFollowUp(
  followUp: AskedFollowUp,
  extraTime: InterviewDoc['extraTime'],
): PublicQuestion {
  return {
    id: followUp.id,
    text: followUp.prompt,
    hint: null,
    ...effectiveTiming(followUpSettings(followUp), extraTime),
    followUpOf: followUp.parentId,
  };
}

export function questionSequence({
  questions,
  followUps,
  extraTime = 'none',
}: SequenceSource): PublicQuestion[] {
  return questions.flatMap((q) => [
    { id: q.id, text: q.text, hint: q.hint ?? null, ...effectiveTiming(q, extraTime) },
    ...followUpsOf(followUps, q.id).map((f) => publicFollowUp(f, extraTime)),
  ]);
}

/** The points a question could ask about: a prompt, marked to be asked when missing. */
const askablePoints = (q: InterviewQuestionDoc) =>
  (q.probes ?? []).filter(
    (p, i) => i < (q.rubric?.length ?? 0) && p?.askIfMissing && p.prompt.trim(),
  ).length;

/**
 * The most follow-ups this interview can ask: its cap (absent: none), and no more than its
 * questions' caps and askable points allow.
 */
export function followUpCapacity({
  questions,
  maxFollowUps = 0,
}: Pick<InterviewDoc, 'questions' | 'maxFollowUps'>): number {
  const possible = questions.reduce(
    (sum, q) => sum + Math.min(q.maxFollowUps ?? 0, askablePoints(q)),
    0,
  );
  return Math.min(maxFollowUps, possible);
}

/** The settings a follow-up is asked with: its own short limits and its parent's answer mode. */
export const newFollowUpSettings = (parent: InterviewQuestionDoc) =>
  followUpSettings({
    thinkTimeSec: FOLLOW_UP_THINK_TIME_SEC,
    answerLimitSec: FOLLOW_UP_ANSWER_LIMIT_SEC,
    answerMode: settingsOf(parent).answerMode,
  });

/** The estimate before the first question: every question, and as many follow-ups as may come. */
export function sessionEstimate(
  interview: Pick<InterviewDoc, 'questions' | 'maxFollowUps' | 'extraTime'>,
): number {
  const { questions, extraTime = 'none' } = interview;
  const followUp = effectiveTiming(newFollowUpSettings({ id: '', text: '' }), extraTime);
  return estimatedMinutes([
    ...questions.map((q) => effectiveTiming(q, extraTime)),
    ...Array.from({ length: followUpCapacity(interview) }, () => followUp),
  ]);
}
