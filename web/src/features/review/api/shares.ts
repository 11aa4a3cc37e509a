import { shareEndpoints } from '@shared/contract/endpoints/shares';
import type { CreateShareInput } from '@shared/schemas/shares';
import { callApi } from '@/lib/api-client';

/** POST /api/interviews/{id}/shares: shares the interview; the recipient is mailed a link. */
export function createShare(interviewId: string, body: CreateShareInput) {
  return callApi(shareEndpoints.createShare, { params: { id: interviewId }, body });
}

/** POST /api/interviews/{id}/shares/{shareId}/revoke: ends a share at once. */
export function revokeShare(interviewId: string, shareId: string) {
  return callApi(shareEndpoints.revokeShare, { params: { id: interviewId, shareId } });
}
