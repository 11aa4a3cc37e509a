import { candidateEndpoints } from '@shared/contract/endpoints/candidate';
import { callApi } from '@/lib/api-client';

/** Discards the current take (the server deletes its answer) and opens the next one. */
export const retakeAnswer = (sessionId: string, questionId: string) =>
  callApi(candidateEndpoints.retakeAnswer, { params: { sessionId, questionId } });
