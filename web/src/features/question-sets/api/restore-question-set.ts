import { questionSetEndpoints } from '@shared/contract/endpoints/question-sets';
import { callApi } from '@/lib/api-client';

/** An archived set can be chosen and edited again. */
export const restoreQuestionSet = (id: string) =>
  callApi(questionSetEndpoints.restoreQuestionSet, { params: { id } });
