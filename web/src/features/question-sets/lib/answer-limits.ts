import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';

/** The answer time limits the editor offers, in seconds. */
const ANSWER_LIMIT_CHOICES = [30, 45, 60, 90, 120, 180, 300, 600] as const;

/** The select's value for "No limit" (a select's values are strings). */
const NO_LIMIT = 'none';

/** The select's value for a limit. */
export const limitValue = (sec: number | null) => (sec === null ? NO_LIMIT : String(sec));

/** The limit a select value stands for; NaN for anything else (the schema then refuses it). */
export const limitOf = (value: string | null): number | null =>
  value === null || value === NO_LIMIT ? null : Number(value);

/**
 * The select's options: No limit and the usual limits, plus the question's `current` limit when
 * it is not one of them (a set written through the API), so opening and saving it keeps it.
 */
export function answerLimitOptions(current: number | null = null) {
  const limits: number[] = [...ANSWER_LIMIT_CHOICES];
  if (current !== null && Number.isInteger(current) && current > 0 && !limits.includes(current)) {
    limits.push(current);
    limits.sort((a, b) => a - b);
  }
  return [
    { value: NO_LIMIT, label: M.noLimit },
    ...limits.map((sec) => ({ value: limitValue(sec), label: M.answerLimitOption(sec) })),
  ];
}
