import { questionSetEndpoints } from '@shared/contract/endpoints/question-sets';
import { questionSetInputSchema } from '@shared/schemas/question-sets';
import type { QuestionSetInput } from '@shared/schemas/question-sets';
import { callApi } from '@/lib/api-client';

/** A new set of the caller's org; the live list shows it. */
export const createQuestionSet = (input: QuestionSetInput) =>
  callApi(questionSetEndpoints.createQuestionSet, { body: questionSetInputSchema.parse(input) });
