import { accessEndpoints } from '@shared/contract/endpoints/access';
import { RejectAccessRequestSchema } from '@shared/schemas/access';
import type { RejectAccessRequestPayload } from '@shared/schemas/access';
import { callApi } from '@/lib/api-client';

/** Rejects a pending request with a non-empty reason. */
export const rejectAccessRequest = (id: string, input: RejectAccessRequestPayload) =>
  callApi(accessEndpoints.rejectAccessRequest, {
    params: { id },
    body: RejectAccessRequestSchema.parse(input),
  });
