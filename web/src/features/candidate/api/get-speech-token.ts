import type { SpeechTokenResponse } from '@shared/schemas/candidate';
import { api } from '@/lib/api-client';
import { publicInterviewPath } from './paths';

export type { SpeechTokenResponse };

/** POST speech-token: Azure token and region, the local stand-in's host, or none (typing). */
export const getSpeechToken = (sessionId: string) =>
  api.post<SpeechTokenResponse>(publicInterviewPath(sessionId, 'speech-token'));
