import { interviewsEndpoints } from '@shared/contract/endpoints/interviews';
import { callApi } from '@/lib/api-client';

/** Cancels a scheduled interview; the live list shows the result. */
export function cancelInterview(id: string) {
  return callApi(interviewsEndpoints.cancelInterview, { params: { id } });
}
