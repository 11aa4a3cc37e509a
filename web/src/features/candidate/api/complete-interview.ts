import { candidateEndpoints } from '@shared/contract/endpoints/candidate';
import type { HistoryEntry } from '@shared/schemas/candidate';
import { callApi } from '@/lib/api-client';

export type { HistoryEntry };

/** The full history, each question with its response. */
export async function completeInterview(
  sessionId: string,
  questionHistory: HistoryEntry[],
): Promise<void> {
  await callApi(candidateEndpoints.completeInterview, {
    params: { sessionId },
    body: { questionHistory },
  });
}
