import { candidateEndpoints } from '@shared/contract/endpoints/candidate';
import { answerSchema } from '@shared/schemas/candidate';
import type { AnswerInput } from '@shared/schemas/candidate';
import { callApi } from '@/lib/api-client';

export type { AnswerInput };

/** {transcript, questionId}; the response is not read. */
export async function saveAnswer(sessionId: string, input: AnswerInput): Promise<void> {
  await callApi(candidateEndpoints.saveAnswer, {
    params: { sessionId },
    body: answerSchema.parse(input),
  });
}
