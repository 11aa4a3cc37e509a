import type { ResponseOf } from '@shared/contract/endpoint';
import type { candidateEndpoints } from '@shared/contract/endpoints/candidate';
import { callApi, noResponseError, responseData } from '@/lib/api-client';
import { sessionUrl, takeEarlySession } from '../boot/early-start';
import { endpoint } from './contract';

type Questions = ResponseOf<typeof candidateEndpoints.getQuestions>;

/** The questions, which interview this is, and the answers saved so far. */
export const getQuestions = async (sessionId: string, signal?: AbortSignal) =>
  callApi(await endpoint('getQuestions'), { params: { sessionId }, signal });

/** The screen's first lookup: the request the page started early when there is one. */
export async function lookUpSession(sessionId: string, signal?: AbortSignal): Promise<Questions> {
  const early = takeEarlySession(sessionId);
  if (!early) return getQuestions(sessionId, signal);
  let response: Response;
  try {
    response = await early;
  } catch {
    throw noResponseError(sessionUrl(sessionId));
  }
  return (await responseData(response)) as Questions;
}
