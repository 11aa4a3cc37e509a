import type { SpeechTokenResponse } from '@shared/contract/endpoints/candidate';
import { callApi } from '@/lib/api-client';
import { endpoint } from './contract';

export type { SpeechTokenResponse };

/** Azure token and region, the local stand-in's host, or none (typing). */
export const getSpeechToken = async (sessionId: string) =>
  callApi(await endpoint('getSpeechToken'), { params: { sessionId } });
