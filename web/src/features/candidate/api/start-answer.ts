import { candidateEndpoints } from '@shared/contract/endpoints/candidate';
import { callApi } from '@/lib/api-client';

/** Think time is over (or skipped): the answer limit runs from the take's startedAt. */
export const startAnswer = (sessionId: string, questionId: string) =>
  callApi(candidateEndpoints.startAnswer, { params: { sessionId, questionId } });
