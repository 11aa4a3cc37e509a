import type { HistoryEntry } from '@shared/schemas/candidate';
import { callApi } from '@/lib/api-client';
import { endpoint } from './contract';

export type { HistoryEntry };

/** The full history, each question with its response. */
export async function completeInterview(
  sessionId: string,
  questionHistory: HistoryEntry[],
): Promise<void> {
  await callApi(await endpoint('completeInterview'), {
    params: { sessionId },
    body: { questionHistory },
  });
}
