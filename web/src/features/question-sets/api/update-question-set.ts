import { questionSetEndpoints } from '@shared/contract/endpoints/question-sets';
import { questionSetInputSchema } from '@shared/schemas/question-sets';
import type { QuestionSetInput } from '@shared/schemas/question-sets';
import { callApi } from '@/lib/api-client';

/** Replaces the set's name, description and questions; archived and library sets are refused. */
export const updateQuestionSet = (id: string, input: QuestionSetInput) =>
  callApi(questionSetEndpoints.updateQuestionSet, {
    params: { id },
    body: questionSetInputSchema.parse(input),
  });
