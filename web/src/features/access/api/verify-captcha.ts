import type { CaptchaVerifyPayload } from '@shared/schemas/access';
import { accessEndpoints } from '@shared/contract/endpoints/access';
import { callApi } from '@/lib/api-client';

export type { CaptchaVerifyPayload };

/** Resolves when verified; a wrong answer rejects with a 400. */
export const verifyCaptcha = (input: CaptchaVerifyPayload) =>
  callApi(accessEndpoints.verifyCaptcha, { body: input });
