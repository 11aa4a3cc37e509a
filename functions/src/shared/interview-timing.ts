// How long a candidate has: a question's limits as written, scaled by the candidate's extra time.
// The server enforces these numbers and the browser counts them down, so both compute them here.
import { EXTRA_TIME_FACTORS, LEGACY_QUESTION_SETTINGS } from './constants/domain';
import { UNTIMED_QUESTION_ESTIMATE_SEC } from './constants/ui';
import type { AnswerMode, ExtraTime } from './constants/domain';

export interface QuestionTiming {
  thinkTimeSec: number;
  answerLimitSec: number | null;
  retakes: number;
  answerMode: AnswerMode;
}

/** A snapshotted question's settings; fields an older interview lacks take the legacy values. */
export function settingsOf(question: Partial<QuestionTiming>): QuestionTiming {
  return {
    thinkTimeSec: question.thinkTimeSec ?? LEGACY_QUESTION_SETTINGS.thinkTimeSec,
    answerLimitSec:
      question.answerLimitSec === undefined
        ? LEGACY_QUESTION_SETTINGS.answerLimitSec
        : question.answerLimitSec,
    retakes: question.retakes ?? LEGACY_QUESTION_SETTINGS.retakes,
    answerMode: question.answerMode ?? LEGACY_QUESTION_SETTINGS.answerMode,
  };
}

/**
 * The limits one candidate gets: think time and answer time multiplied by their extra time and
 * rounded up to whole seconds; untimed removes both (recording starts when they choose).
 */
export function effectiveTiming(
  question: Partial<QuestionTiming>,
  extraTime: ExtraTime = 'none',
): QuestionTiming {
  const settings = settingsOf(question);
  const factor = EXTRA_TIME_FACTORS[extraTime];
  if (factor === null) return { ...settings, thinkTimeSec: 0, answerLimitSec: null };
  return {
    ...settings,
    thinkTimeSec: Math.ceil(settings.thinkTimeSec * factor),
    answerLimitSec:
      settings.answerLimitSec === null ? null : Math.ceil(settings.answerLimitSec * factor),
  };
}

/** The estimate shown before the first question: think plus answer time, whole minutes, ≥ 1. */
export function estimatedMinutes(questions: QuestionTiming[]): number {
  const seconds = questions.reduce(
    (sum, q) => sum + q.thinkTimeSec + (q.answerLimitSec ?? UNTIMED_QUESTION_ESTIMATE_SEC),
    0,
  );
  return Math.max(1, Math.ceil(seconds / 60));
}

/** "m:ss", as the countdowns show time. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
