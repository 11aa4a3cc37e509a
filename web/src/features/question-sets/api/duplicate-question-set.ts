import { questionSetEndpoints } from '@shared/contract/endpoints/question-sets';
import { callApi } from '@/lib/api-client';

/** "Copy of <name>": a new set of the org from one of its sets or a library set. */
export const duplicateQuestionSet = (id: string) =>
  callApi(questionSetEndpoints.duplicateQuestionSet, { params: { id } });
