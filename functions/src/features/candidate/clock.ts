// The server's clock for one question's take: when it was shown, when answering began, when the
// answer limit runs out. Every limit is checked against these stored times, never the browser's.
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { ANSWER_LIMIT_GRACE_MS } from '../../shared/constants/limits';
import type { AttemptDoc, TimestampLike } from '../../shared/contract/collections';
import type { PublicAttempt } from '../../shared/contract/endpoints/candidate';
import type { QuestionTiming } from '../../shared/interview-timing';

/** 16 base64url characters: the id a take's audio chunks must carry. */
const newTakeId = () => randomBytes(12).toString('base64url');

const plusSeconds = (from: TimestampLike, seconds: number) =>
  Timestamp.fromMillis(from.toMillis() + seconds * 1000);

/** The deadline of answering that began at `startedAt` (null without a limit). */
export const deadlineFrom = (startedAt: TimestampLike, timing: QuestionTiming) =>
  timing.answerLimitSec === null ? null : plusSeconds(startedAt, timing.answerLimitSec);

/**
 * When answering begins if the candidate asks at `now`: at once, or when think time ran out if
 * that was earlier (think time that ran out while the page was closed is not given back).
 */
export function startOf(attempt: AttemptDoc, timing: QuestionTiming, now: Timestamp) {
  const thinkEnd = plusSeconds(attempt.shownAt, timing.thinkTimeSec);
  return thinkEnd.toMillis() < now.toMillis() ? thinkEnd : now;
}

/**
 * A new take shown at `now`: answering begins at once when there is no think time. Its deadline
 * exists from now on: the limit after think time ends, since answering begins then at the latest
 * (a start asked for earlier only brings it forward). No call from the browser is needed for it.
 */
export function freshTake(
  timing: QuestionTiming,
  now: Timestamp,
): Pick<AttemptDoc, 'takeId' | 'shownAt' | 'startedAt' | 'deadlineAt' | 'endedAt'> {
  const startedAt = timing.thinkTimeSec === 0 ? now : null;
  return {
    takeId: newTakeId(),
    shownAt: now,
    startedAt,
    deadlineAt: deadlineFrom(startedAt ?? plusSeconds(now, timing.thinkTimeSec), timing),
    endedAt: null,
  };
}

/**
 * The take's deadline in ms (null without a limit). A take stored without one while thinking
 * (opened before deadlines were set at opening) runs out the limit after its think time.
 */
function deadlineMsOf(attempt: AttemptDoc, timing: QuestionTiming): number | null {
  if (attempt.deadlineAt !== null) return attempt.deadlineAt.toMillis();
  if (attempt.startedAt !== null || timing.answerLimitSec === null) return null;
  return plusSeconds(attempt.shownAt, timing.thinkTimeSec + timing.answerLimitSec).toMillis();
}

/** Past the deadline and its grace (the last chunk and the save may be in flight at zero). */
export function isPastDeadline(attempt: AttemptDoc, timing: QuestionTiming, nowMs: number) {
  const deadlineMs = deadlineMsOf(attempt, timing);
  return deadlineMs !== null && nowMs > deadlineMs + ANSWER_LIMIT_GRACE_MS;
}

/** Ended more than the grace ago: the question's last chunks have had their time. */
export const isEndedPastGrace = (attempt: AttemptDoc, nowMs: number) =>
  attempt.endedAt !== null && nowMs > attempt.endedAt.toMillis() + ANSWER_LIMIT_GRACE_MS;

const iso = (t: TimestampLike) => t.toDate().toISOString();

/** A take as the candidate's browser gets it. */
export function publicAttempt(attempt: AttemptDoc, timing: QuestionTiming): PublicAttempt {
  return {
    questionId: attempt.questionId,
    take: attempt.take,
    takeId: attempt.takeId,
    shownAt: iso(attempt.shownAt),
    startedAt: attempt.startedAt && iso(attempt.startedAt),
    deadlineAt: attempt.deadlineAt && iso(attempt.deadlineAt),
    ended: attempt.endedAt !== null,
    retakesLeft: Math.max(0, timing.retakes - attempt.retakesUsed),
  };
}
