import type { QuestionsResponse } from '@shared/schemas/candidate';
import { api } from '@/lib/api-client';
import { publicInterviewPath } from './paths';

export type { QuestionsResponse };

/** GET questions: the questions, which interview this is, and the answers saved so far. */
export const getQuestions = (sessionId: string, signal?: AbortSignal) =>
  api.get<QuestionsResponse>(publicInterviewPath(sessionId, 'questions'), { signal });
