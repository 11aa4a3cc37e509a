import { interviewsEndpoints } from '@shared/contract/endpoints/interviews';
import { callApi } from '@/lib/api-client';

/** An owner erases an ended interview's candidate data; the live list shows the result. */
export function eraseCandidateData(id: string) {
  return callApi(interviewsEndpoints.eraseCandidateData, { params: { id } });
}
