import { integrationsEndpoints } from '@shared/contract/endpoints/integrations';
import { callApi } from '@/lib/api-client';

/** Owners only: calls with the key are refused from the next one on. */
export const revokeApiKey = (id: string) =>
  callApi(integrationsEndpoints.revokeApiKey, { params: { id } });
