import { reviewEndpoints } from '@shared/contract/endpoints/review';
import { callApi } from '@/lib/api-client';
import { reviewSchema } from '@shared/schemas/review';
import type { ReviewInput } from '@shared/schemas/review';

export { reviewSchema };
export type { ReviewInput };

/** POST /api/interviews/{id}/reviews: the signed-in reviewer's whole review (replaces theirs). */
export function saveReview(interviewId: string, input: ReviewInput) {
  return callApi(reviewEndpoints.saveReview, { params: { id: interviewId }, body: input });
}
