import { questionSetEndpoints } from '@shared/contract/endpoints/question-sets';
import { callApi } from '@/lib/api-client';

/** The set can no longer be chosen or edited; interviews already scheduled keep their copy. */
export const archiveQuestionSet = (id: string) =>
  callApi(questionSetEndpoints.archiveQuestionSet, { params: { id } });
