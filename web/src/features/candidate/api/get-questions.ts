import type { ResponseOf } from '@shared/contract/endpoint';
import { candidateEndpoints } from '@shared/contract/endpoints/candidate';
import { callApi } from '@/lib/api-client';

export type QuestionsResponse = ResponseOf<typeof candidateEndpoints.getQuestions>;

/** The questions, which interview this is, and the answers saved so far. */
export const getQuestions = (sessionId: string, signal?: AbortSignal) =>
  callApi(candidateEndpoints.getQuestions, { params: { sessionId }, signal });
