import { callApi } from '@/lib/api-client';
import { endpoint } from './contract';

/** Think time is over (or skipped): the answer limit runs from the take's startedAt. */
export const startAnswer = async (sessionId: string, questionId: string) =>
  callApi(await endpoint('startAnswer'), { params: { sessionId, questionId } });
