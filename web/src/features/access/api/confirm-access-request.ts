import type { ConfirmAccessRequestPayload } from '@shared/schemas/access';
import { accessEndpoints } from '@shared/contract/endpoints/access';
import { callApi } from '@/lib/api-client';

/** The token from the mailed link; resolves once the request is confirmed (again: the same). */
export const confirmAccessRequest = (input: ConfirmAccessRequestPayload) =>
  callApi(accessEndpoints.confirmAccessRequest, { body: input });
