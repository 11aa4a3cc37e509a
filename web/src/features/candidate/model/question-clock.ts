// The candidate's per-question clock, counted in the server's time: think time until recording
// starts, then the answer limit. The server decides (its attempt carries shownAt, startedAt and
// deadlineAt); the browser only counts down to those instants, its own clock corrected by the
// offset between the server's time and its own when the attempt arrived.
import { PRACTICE_QUESTION } from '@shared/constants/domain';
import { FOLLOW_UP_ANSWER_LIMIT_SEC, FOLLOW_UP_THINK_TIME_SEC } from '@shared/constants/limits';
import { ANSWER_TIME_ANNOUNCE_AT_SEC } from '@shared/constants/ui';
import type { PublicAttempt, PublicQuestion } from '@shared/contract/endpoints/candidate';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';

/** Where a take stands: thinking, answering (endsAt null: no limit), or ended. */
export type ClockStage =
  | { stage: 'thinking'; endsAt: number }
  | { stage: 'answering'; endsAt: number | null }
  | { stage: 'ended' };

/** Server time minus this browser's time, from a response's serverTime received at `localNow`. */
export const clockOffset = (serverTime: string, localNow: number) =>
  Date.parse(serverTime) - localNow;

/** The take's stage and when (in server milliseconds) its countdown reaches zero. */
export function stageOf(attempt: PublicAttempt, thinkTimeSec: number): ClockStage {
  if (attempt.ended) return { stage: 'ended' };
  if (attempt.startedAt === null)
    return { stage: 'thinking', endsAt: Date.parse(attempt.shownAt) + thinkTimeSec * 1000 };
  return {
    stage: 'answering',
    endsAt: attempt.deadlineAt === null ? null : Date.parse(attempt.deadlineAt),
  };
}

/** Whole seconds left until `endsAt`, as the countdowns show them (never below 0). */
export const secondsLeft = (endsAt: number, now: number) =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

/**
 * The announcement point the answer countdown has just passed (going from `before` to `after`
 * seconds left), if any: screen readers hear each point once, not a resumed clock's starting time.
 */
export function passedAnnouncement(before: number | null, after: number): number | null {
  if (before === null || after <= 0) return null;
  const passed = ANSWER_TIME_ANNOUNCE_AT_SEC.filter((at) => before > at && after <= at);
  return passed.length > 0 ? Math.min(...passed) : null;
}

/** How often a running countdown looks at the clock: often enough that seconds never skip. */
const TICK_MS = 250;

/**
 * Counts down to `endsAt` on `now()`'s clock: `onTick` with the whole seconds left each time they
 * change (at once, too), then `onZero` once. Returns the function that stops it.
 */
export function startCountdown(
  endsAt: number,
  now: () => number,
  onTick: (secondsLeft: number) => void,
  onZero: () => void,
): () => void {
  let last: number | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  const check = () => {
    const left = secondsLeft(endsAt, now());
    if (left !== last) {
      last = left;
      onTick(left);
    }
    if (endsAt - now() <= 0) {
      clearInterval(timer);
      timer = undefined;
      onZero();
      return false;
    }
    return true;
  };
  if (check()) timer = setInterval(check, TICK_MS);
  return () => clearInterval(timer);
}

/** The practice question as the question screen shows it (it has no retakes). */
export const practiceQuestion: PublicQuestion = {
  id: PRACTICE_QUESTION.id,
  text: PRACTICE_QUESTION.text,
  hint: PRACTICE_QUESTION.hint,
  thinkTimeSec: PRACTICE_QUESTION.thinkTimeSec,
  answerLimitSec: PRACTICE_QUESTION.answerLimitSec,
  retakes: 0,
  answerMode: PRACTICE_QUESTION.answerMode,
};

/**
 * The practice question's follow-up, shown once after the practice answer when the interview may
 * ask follow-ups: the format seen before it counts, with a real follow-up's times.
 */
export const practiceFollowUpQuestion: PublicQuestion = {
  id: `${PRACTICE_QUESTION.id}-follow-up`,
  text: CANDIDATE_MESSAGES.practiceFollowUp,
  hint: null,
  thinkTimeSec: FOLLOW_UP_THINK_TIME_SEC,
  answerLimitSec: FOLLOW_UP_ANSWER_LIMIT_SEC,
  retakes: 0,
  answerMode: PRACTICE_QUESTION.answerMode,
  followUpOf: PRACTICE_QUESTION.id,
};

const practiceQuestionOf = (attempt: PublicAttempt) =>
  attempt.questionId === practiceFollowUpQuestion.id ? practiceFollowUpQuestion : practiceQuestion;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A practice take (the practice question's, or its follow-up's), kept in the browser by the
 * rules the server keeps for a real one: shown now, recording at once when there is no think time.
 */
export function practiceAttempt(now: number, question = practiceQuestion): PublicAttempt {
  const thinking = question.thinkTimeSec > 0;
  return {
    questionId: question.id,
    take: 1,
    takeId: '',
    shownAt: iso(now),
    startedAt: thinking ? null : iso(now),
    deadlineAt: thinking ? null : deadlineFrom(question, now),
    ended: false,
    retakesLeft: 0,
  };
}

const deadlineFrom = (question: PublicQuestion, startedAt: number) =>
  question.answerLimitSec === null ? null : iso(startedAt + question.answerLimitSec * 1000);

/** The practice take once recording starts: now, or when think time ran out if that was earlier. */
export function practiceStarted(attempt: PublicAttempt, now: number): PublicAttempt {
  if (attempt.startedAt !== null) return attempt;
  const question = practiceQuestionOf(attempt);
  const started = Math.min(now, Date.parse(attempt.shownAt) + question.thinkTimeSec * 1000);
  return { ...attempt, startedAt: iso(started), deadlineAt: deadlineFrom(question, started) };
}
