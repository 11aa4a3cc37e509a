import { integrationsEndpoints } from '@shared/contract/endpoints/integrations';
import { callApi } from '@/lib/api-client';

/** The org's keys (any member), newest first; never a secret. */
export const listApiKeys = () => callApi(integrationsEndpoints.listApiKeys);
