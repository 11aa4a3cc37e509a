import { answerSchema } from '@shared/schemas/candidate';
import type { AnswerInput } from '@shared/schemas/candidate';
import { api } from '@/lib/api-client';
import { publicInterviewPath } from './paths';

export { answerSchema };
export type { AnswerInput };

/** POST answer {transcript, questionId}; the response is not read. */
export async function saveAnswer(sessionId: string, input: AnswerInput): Promise<void> {
  await api.post(publicInterviewPath(sessionId, 'answer'), answerSchema.parse(input));
}
