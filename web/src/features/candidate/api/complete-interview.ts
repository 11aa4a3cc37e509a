import type { HistoryEntry } from '@shared/schemas/candidate';
import { api } from '@/lib/api-client';
import { publicInterviewPath } from './paths';

export type { HistoryEntry };

/** POST complete {questionHistory}: the full history, each question with its response. */
export async function completeInterview(
  sessionId: string,
  questionHistory: HistoryEntry[],
): Promise<void> {
  await api.post(publicInterviewPath(sessionId, 'complete'), { questionHistory });
}
