import type { ResponseOf } from '@shared/contract/endpoint';
import { accessEndpoints } from '@shared/contract/endpoints/access';
import { callApi } from '@/lib/api-client';

/** What the browser sees of a captcha: the server keeps the answer. */
export type CaptchaChallenge = ResponseOf<typeof accessEndpoints.getCaptcha>;

/** A new code, on load and on refresh. */
export const getCaptcha = () => callApi(accessEndpoints.getCaptcha);
