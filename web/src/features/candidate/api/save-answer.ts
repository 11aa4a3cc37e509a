import type { AnswerInput } from '@shared/schemas/candidate';
import { callApi } from '@/lib/api-client';
import { endpoint } from './contract';

export type { AnswerInput };

/** {transcript, questionId}; the response is not read. */
export async function saveAnswer(sessionId: string, input: AnswerInput): Promise<void> {
  await callApi(await endpoint('saveAnswer'), {
    params: { sessionId },
    // The schema (zod) loads with the contract, after the first screen.
    body: (await import('@shared/schemas/candidate')).answerSchema.parse(input),
  });
}
