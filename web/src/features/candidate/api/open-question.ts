import { candidateEndpoints } from '@shared/contract/endpoints/candidate';
import { callApi } from '@/lib/api-client';

/** The question is on screen: its take (a new one, or the running one after a reload). */
export const openQuestion = (sessionId: string, questionId: string) =>
  callApi(candidateEndpoints.openQuestion, { params: { sessionId, questionId } });
