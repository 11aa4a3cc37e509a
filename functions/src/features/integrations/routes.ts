import { Router } from 'express';
import { integrationsEndpoints } from '../../shared/contract/endpoints/integrations';
import { INTEGRATIONS_MESSAGES } from '../../shared/messages/integrations';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
import { requireMember, requireOwner, staffNameOf } from '../../lib/membership';
import { parse } from '../../lib/validate';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  sendTestEvent,
  updateWebhook,
} from './webhooks';

/** The org's API keys and webhooks: its members see them; owners manage them. */
export const integrationsRouter = Router();
const ownersOnly = [requireUser, requireMember, requireOwner(INTEGRATIONS_MESSAGES.ownersOnly)];

route(
  integrationsRouter,
  integrationsEndpoints.listApiKeys,
  requireUser,
  requireMember,
  async (req, res) => {
    const keys = await listApiKeys(staffOrgId(req));
    send(res, integrationsEndpoints.listApiKeys, { keys });
  },
);

route(integrationsRouter, integrationsEndpoints.createApiKey, ...ownersOnly, async (req, res) => {
  const input = parse(integrationsEndpoints.createApiKey.request, req.body);
  const { orgId, uid } = req.member!;
  const name = await staffNameOf(uid, req.user!.email);
  const created = await createApiKey({ orgId, uid, name }, input);
  send(res, integrationsEndpoints.createApiKey, created, 201);
});

route(integrationsRouter, integrationsEndpoints.revokeApiKey, ...ownersOnly, async (req, res) => {
  const { id } = req.params;
  const key = await revokeApiKey(staffOrgId(req), id, req.user!.uid);
  send(res, integrationsEndpoints.revokeApiKey, { key });
});

// ---- Webhooks: every member reads them and their logs; owners manage them. ----
const webhookOwners = [
  requireUser,
  requireMember,
  requireOwner(INTEGRATIONS_MESSAGES.webhooksOwnersOnly),
];

route(
  integrationsRouter,
  integrationsEndpoints.listWebhooks,
  requireUser,
  requireMember,
  async (req, res) => {
    const endpoints = await listWebhooks(staffOrgId(req));
    send(res, integrationsEndpoints.listWebhooks, { endpoints });
  },
);

route(
  integrationsRouter,
  integrationsEndpoints.createWebhook,
  ...webhookOwners,
  async (req, res) => {
    const input = parse(integrationsEndpoints.createWebhook.request, req.body);
    const { orgId, uid } = req.member!;
    const name = await staffNameOf(uid, req.user!.email);
    const created = await createWebhook({ orgId, uid, name }, input);
    send(res, integrationsEndpoints.createWebhook, created, 201);
  },
);

route(
  integrationsRouter,
  integrationsEndpoints.updateWebhook,
  ...webhookOwners,
  async (req, res) => {
    const change = parse(integrationsEndpoints.updateWebhook.request, req.body);
    const endpoint = await updateWebhook(staffOrgId(req), req.params.id, change);
    send(res, integrationsEndpoints.updateWebhook, { endpoint });
  },
);

route(
  integrationsRouter,
  integrationsEndpoints.deleteWebhook,
  ...webhookOwners,
  async (req, res) => {
    await deleteWebhook(staffOrgId(req), req.params.id);
    send(res, integrationsEndpoints.deleteWebhook, { deleted: true });
  },
);

route(integrationsRouter, integrationsEndpoints.testWebhook, ...webhookOwners, async (req, res) => {
  const delivery = await sendTestEvent(staffOrgId(req), req.params.id);
  send(res, integrationsEndpoints.testWebhook, { delivery }, 201);
});

route(
  integrationsRouter,
  integrationsEndpoints.listWebhookDeliveries,
  requireUser,
  requireMember,
  async (req, res) => {
    const deliveries = await listDeliveries(staffOrgId(req), req.params.id);
    send(res, integrationsEndpoints.listWebhookDeliveries, { deliveries });
  },
);

route(
  integrationsRouter,
  integrationsEndpoints.resendWebhookDelivery,
  ...webhookOwners,
  async (req, res) => {
    const { id, deliveryId } = req.params;
    const delivery = await resendDelivery(staffOrgId(req), id, deliveryId);
    send(res, integrationsEndpoints.resendWebhookDelivery, { delivery }, 201);
  },
);
