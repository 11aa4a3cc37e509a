import { atsEndpoints } from '@shared/contract/endpoints/ats';
import { callApi } from '@/lib/api-client';

/** Whether the org's Ashby key is set (any member): its last 4 characters, never the key. */
export const getAshbyConnection = () => callApi(atsEndpoints.getAshbyConnection);

/** Owners only: stores the key HiQ calls Ashby's assessment.update with. */
export const setAshbyConnection = (apiKey: string) =>
  callApi(atsEndpoints.setAshbyConnection, { body: { apiKey } });

/** Owners only: forgets the key; Ashby is no longer told anything. */
export const clearAshbyConnection = () => callApi(atsEndpoints.clearAshbyConnection);
