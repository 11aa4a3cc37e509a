import { questionSetEndpoints } from '@shared/contract/endpoints/question-sets';
import { callApi } from '@/lib/api-client';

/** The HiQ library's sets, rubrics included: served to signed-in staff, never in the app's files. */
export const getLibrarySets = () => callApi(questionSetEndpoints.librarySets);
