import { integrationsEndpoints } from '@shared/contract/endpoints/integrations';
import { CreateApiKeySchema } from '@shared/schemas/api-keys';
import type { CreateApiKeyInput } from '@shared/schemas/api-keys';
import { callApi } from '@/lib/api-client';

/** Owners only: answers the key and its secret, which is never shown again. */
export const createApiKey = (input: CreateApiKeyInput) =>
  callApi(integrationsEndpoints.createApiKey, { body: CreateApiKeySchema.parse(input) });
