import { reviewEndpoints } from '@shared/contract/endpoints/review';
import { callApi } from '@/lib/api-client';

/** POST /api/interviews/{id}/candidate-feedback: mails the candidate the reviewer's message (once). */
export function sendCandidateFeedback(interviewId: string, message: string) {
  return callApi(reviewEndpoints.sendCandidateFeedback, {
    params: { id: interviewId },
    body: { message },
  });
}
