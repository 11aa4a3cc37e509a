import { RejectAccessRequestSchema } from '@shared/schemas/access';
import type { RejectAccessRequestPayload } from '@shared/schemas/access';
import { api } from '@/lib/api-client';

export { RejectAccessRequestSchema };
export type { RejectAccessRequestPayload };

/** POST /api/access/requests/{id}/reject with a non-empty reason. */
export const rejectAccessRequest = (id: string, input: RejectAccessRequestPayload) =>
  api.post<{ id: string; status: 'rejected' }>(
    `/access/requests/${encodeURIComponent(id)}/reject`,
    RejectAccessRequestSchema.parse(input),
  );
