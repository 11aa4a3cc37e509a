import type { CaptchaVerifyPayload } from '@shared/schemas/access';
import { ApiError, api } from '@/lib/api-client';
import type { CaptchaChallenge } from './get-captcha';

export type { CaptchaVerifyPayload };

/** POST /api/access/captcha/verify: resolves when verified; a wrong answer rejects with a 400. */
export const verifyCaptcha = (input: CaptchaVerifyPayload) =>
  api.post<{ verified: true }>('/access/captcha/verify', input);

/** The replacement captcha a failed verify carries (third failure, or an expired code). */
export function replacementCaptcha(error: unknown): CaptchaChallenge | undefined {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object')
    return undefined;
  const details = (error.data as { details?: { captcha?: CaptchaChallenge } }).details;
  const captcha = details?.captcha;
  return captcha && typeof captcha.captchaId === 'string' && typeof captcha.svg === 'string'
    ? captcha
    : undefined;
}
