import { candidateEndpoints } from '@shared/contract/endpoints/candidate';
import type { SpeechTokenResponse } from '@shared/contract/endpoints/candidate';
import { callApi } from '@/lib/api-client';

export type { SpeechTokenResponse };

/** Azure token and region, the local stand-in's host, or none (typing). */
export const getSpeechToken = (sessionId: string) =>
  callApi(candidateEndpoints.getSpeechToken, { params: { sessionId } });
