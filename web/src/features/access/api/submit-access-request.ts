import type { AccessRequestPayload } from '@shared/schemas/access';
import { accessEndpoints } from '@shared/contract/endpoints/access';
import { callApi } from '@/lib/api-client';

export type { AccessRequestPayload };

/** The request, with the verified captcha's id. */
export const submitAccessRequest = (input: AccessRequestPayload) =>
  callApi(accessEndpoints.submitAccessRequest, { body: input });
