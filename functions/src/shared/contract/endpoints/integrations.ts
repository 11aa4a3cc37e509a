// An org's API keys and webhook endpoints: every member lists them, owners manage them.
import { API_KEY_SCOPES, WEBHOOK_EVENTS } from '../../constants/domain';
import { INTEGRATIONS_MESSAGES } from '../../messages/integrations';
import {
  CreateApiKeySchema,
  CreateWebhookSchema,
  UpdateWebhookSchema,
} from '../../schemas/api-keys';
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

/** An endpoint as the screen shows it: never its signing secret. */
export const webhookView = z.strictObject({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  disabledReason: z.enum(['owner', 'failures']).nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type WebhookView = z.infer<typeof webhookView>;

/** One message to one endpoint, as its delivery log shows it (never the body). */
export const deliveryView = z.strictObject({
  id: z.string(),
  messageId: z.string(),
  eventType: z.string(),
  state: z.enum(['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'FAILED']),
  attempts: z.number(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  responseStatus: z.number().nullable(),
  durationMs: z.number().nullable(),
  error: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof deliveryView>;

export const webhookId = pathParam('documentId', 404, INTEGRATIONS_MESSAGES.webhookNotFound);
export const deliveryId = pathParam(
  'documentId',
  404,
  INTEGRATIONS_MESSAGES.webhookDeliveryNotFound,
);

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
  /** The org's webhook endpoints, oldest first. */
  listWebhooks: defineEndpoint({
    method: 'GET',
    path: '/integrations/webhooks',
    response: z.object({ endpoints: z.array(webhookView) }),
  }),
  /** Owners only. The answer carries the signing secret: the only time it is ever shown. */
  createWebhook: defineEndpoint({
    method: 'POST',
    path: '/integrations/webhooks',
    request: CreateWebhookSchema,
    response: z.object({ endpoint: webhookView, secret: z.string() }),
  }),
  /** Owners only: its events, description, or switched on or off (on again: failures forgotten). */
  updateWebhook: defineEndpoint({
    method: 'PATCH',
    path: '/integrations/webhooks/:id',
    params: { id: webhookId },
    request: UpdateWebhookSchema,
    response: z.object({ endpoint: webhookView }),
  }),
  /** Owners only: no more events go to it; its delivery log goes with it. */
  deleteWebhook: defineEndpoint({
    method: 'DELETE',
    path: '/integrations/webhooks/:id',
    params: { id: webhookId },
    response: z.object({ deleted: z.literal(true) }),
  }),
  /** Owners only: queues a signed `webhook.test` message to it (switched off or not). */
  testWebhook: defineEndpoint({
    method: 'POST',
    path: '/integrations/webhooks/:id/test',
    params: { id: webhookId },
    response: z.object({ delivery: deliveryView }),
  }),
  /** The endpoint's latest deliveries, newest first. */
  listWebhookDeliveries: defineEndpoint({
    method: 'GET',
    path: '/integrations/webhooks/:id/deliveries',
    params: { id: webhookId },
    response: z.object({ deliveries: z.array(deliveryView) }),
  }),
  /** Owners only: the same message (same webhook-id) queued again; 409 while it is being tried. */
  resendWebhookDelivery: defineEndpoint({
    method: 'POST',
    path: '/integrations/webhooks/:id/deliveries/:deliveryId/resend',
    params: { id: webhookId, deliveryId },
    response: z.object({ delivery: deliveryView }),
  }),
};
