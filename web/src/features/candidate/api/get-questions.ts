import { candidateEndpoints } from '@shared/contract/endpoints/candidate';
import { callApi } from '@/lib/api-client';

/** The questions, which interview this is, and the answers saved so far. */
export const getQuestions = (sessionId: string, signal?: AbortSignal) =>
  callApi(candidateEndpoints.getQuestions, { params: { sessionId }, signal });
