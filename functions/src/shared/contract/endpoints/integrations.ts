// An org's API keys: every member lists them, owners create and revoke them.
import { API_KEY_SCOPES } from '../../constants/domain';
import { INTEGRATIONS_MESSAGES } from '../../messages/integrations';
import { CreateApiKeySchema } from '../../schemas/api-keys';
import { z } from '../../schemas/zod';
import { defineEndpoint, pathParam } from '../endpoint';

/** A key as the screen shows it: never its secret nor the secret's hash. */
const apiKeyView = z.strictObject({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  prefix: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

const keyId = pathParam('documentId', 404, INTEGRATIONS_MESSAGES.keyNotFound);

export const integrationsEndpoints = {
  /** The org's keys, newest first, revoked ones included. */
  listApiKeys: defineEndpoint({
    method: 'GET',
    path: '/integrations/api-keys',
    response: z.object({ keys: z.array(apiKeyView) }),
  }),
  /** Owners only. The answer carries the secret: the only time it is ever shown. */
  createApiKey: defineEndpoint({
    method: 'POST',
    path: '/integrations/api-keys',
    request: CreateApiKeySchema,
    response: z.object({ key: apiKeyView, secret: z.string() }),
  }),
  /** Owners only: calls with the key are refused from the next one on; 409 when already revoked. */
  revokeApiKey: defineEndpoint({
    method: 'POST',
    path: '/integrations/api-keys/:id/revoke',
    params: { id: keyId },
    response: z.object({ key: apiKeyView }),
  }),
};
