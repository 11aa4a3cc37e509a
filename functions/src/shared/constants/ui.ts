// What the screens wait for, show or size, beside the rules they display. Imports nothing.

export const API_TIMEOUT_MS = 60_000;

/** Where 'contact support' links point. */
export const SUPPORT_EMAIL = 'support@hiq.test';
export const EMAIL_VERIFY_REDIRECT_MS = 3_000;
export const QUESTION_AREA_MAX_HEIGHT = 500;

/** Screen readers hear the remaining answer time at these points. */
export const ANSWER_TIME_ANNOUNCE_AT_SEC = [30, 10] as const;

/** The estimate before the first question counts this much for a question without a limit. */
export const UNTIMED_QUESTION_ESTIMATE_SEC = 180;
