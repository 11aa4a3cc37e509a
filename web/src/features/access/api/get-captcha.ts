import { api } from '@/lib/api-client';

/** What the browser sees of a captcha: the server keeps the answer. */
export interface CaptchaChallenge {
  captchaId: string;
  svg: string;
}

/** GET /api/access/captcha: a new code, on load and on refresh. */
export const getCaptcha = () => api.get<CaptchaChallenge>('/access/captcha');
