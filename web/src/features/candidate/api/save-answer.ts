import type { PublicQuestion } from '@shared/contract/endpoints/candidate';
import type { AnswerInput } from '@shared/schemas/candidate';
import { callApi } from '@/lib/api-client';
import { endpoint } from './contract';

export type { AnswerInput };

/**
 * {transcript, questionId}; answers the follow-up question to show next (an answer that left out
 * a key point), or null.
 */
export async function saveAnswer(
  sessionId: string,
  input: AnswerInput,
): Promise<PublicQuestion | null> {
  const data = await callApi(await endpoint('saveAnswer'), {
    params: { sessionId },
    // The schema (zod) loads with the contract, after the first screen.
    body: (await import('@shared/schemas/candidate')).answerSchema.parse(input),
  });
  return data.followUp ?? null;
}
