import { ACCESS_MESSAGES } from '@shared/messages/access';
import type { PowChallenge } from '@shared/schemas/captcha-pow';
import { anyStatus, bodyOf, messageFor } from '@/lib/error-message';
import type { MutationOptions } from '@/lib/use-mutation';
import type { CaptchaChallenge } from '../api/get-captcha';

/**
 * A refused request: the server's words (the pending-request refusal has its own text); no answer,
 * 401 and 429 keep the API client's messages for every call; else 'Failed to submit request…'.
 */
export const SUBMIT_ERRORS: MutationOptions = {
  fallback: ACCESS_MESSAGES.submitFailed,
  show: [0, 401, 429],
  serverText: anyStatus,
  reword: { [ACCESS_MESSAGES.alreadyPendingServer]: ACCESS_MESSAGES.alreadyPending },
};

/** A new code that failed to load: too many requests says so, anything else one line. */
export const captchaLoadErrorMessage = (error: unknown) =>
  messageFor(error, ACCESS_MESSAGES.captchaLoadFailed, { show: [429] });

/** The replacement captcha a failed verify carries (third failure, or an expired code). */
export function replacementCaptcha(error: unknown): CaptchaChallenge | undefined {
  const body = bodyOf(error);
  if (!body || typeof body !== 'object') return undefined;
  const captcha = (body as { details?: { captcha?: CaptchaChallenge } }).details?.captcha;
  return captcha && typeof captcha.captchaId === 'string' && typeof captcha.svg === 'string'
    ? captcha
    : undefined;
}

/** The next attempt's proof-of-work challenge a wrong answer carries. */
export function nextPowChallenge(error: unknown): PowChallenge | undefined {
  const body = bodyOf(error);
  if (!body || typeof body !== 'object') return undefined;
  const pow = (body as { details?: { pow?: PowChallenge } }).details?.pow;
  return pow && typeof pow === 'object' && typeof pow.signature === 'string' ? pow : undefined;
}
