import { integrationsEndpoints as E } from '@shared/contract/endpoints/integrations';
import type { RequestOf } from '@shared/contract/endpoint';
import { callApi } from '@/lib/api-client';

/** The org's endpoints (any member); never a signing secret. */
export const listWebhooks = () => callApi(E.listWebhooks);

/** Owners only: answers the endpoint and its signing secret, which is never shown again. */
export const createWebhook = (input: RequestOf<typeof E.createWebhook>) =>
  callApi(E.createWebhook, { body: input });

/** Owners only: events, description, switched on or off. */
export const updateWebhook = (id: string, change: RequestOf<typeof E.updateWebhook>) =>
  callApi(E.updateWebhook, { params: { id }, body: change });

export const deleteWebhook = (id: string) => callApi(E.deleteWebhook, { params: { id } });

/** Owners only: a signed test message queued for the endpoint. */
export const sendTestWebhook = (id: string) => callApi(E.testWebhook, { params: { id } });

/** The endpoint's latest deliveries, newest first (any member). */
export const listWebhookDeliveries = (id: string) =>
  callApi(E.listWebhookDeliveries, { params: { id } });

/** Owners only: the same message, same webhook-id, queued again. */
export const resendWebhookDelivery = (id: string, deliveryId: string) =>
  callApi(E.resendWebhookDelivery, { params: { id, deliveryId } });
