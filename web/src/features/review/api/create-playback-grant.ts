import { reviewEndpoints } from '@shared/contract/endpoints/review';
import { callApi } from '@/lib/api-client';

/** POST /api/interviews/{id}/playback-grant: a short-lived grant to stream its recordings. */
export function createPlaybackGrant(interviewId: string) {
  return callApi(reviewEndpoints.createPlaybackGrant, { params: { id: interviewId } });
}
