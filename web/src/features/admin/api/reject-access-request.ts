import { accessEndpoints } from '@shared/contract/endpoints/access';
import { RejectAccessRequestSchema } from '@shared/schemas/access';
import type { RejectAccessRequestPayload } from '@shared/schemas/access';
import { callApi } from '@/lib/api-client';

export { RejectAccessRequestSchema };
export type { RejectAccessRequestPayload };

/** Rejects a pending request with a non-empty reason. */
export const rejectAccessRequest = (id: string, input: RejectAccessRequestPayload) =>
  callApi(accessEndpoints.rejectAccessRequest, {
    params: { id },
    body: RejectAccessRequestSchema.parse(input),
  });
