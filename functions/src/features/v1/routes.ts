import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { Endpoint, ResponseOf } from '../../shared/contract/endpoint';
import { v1Endpoints } from '../../shared/contract/endpoints/v1';
import { apiKeyCaller, apiKeyOrgId, requireApiKey, requireScope } from '../../lib/api-key-auth';
import { route, send } from '../../lib/endpoint-route';
import { parse } from '../../lib/validate';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  sendTestEvent,
  updateWebhook,
} from '../integrations/webhooks';
import { INTEGRATIONS_MESSAGES } from '../../shared/messages/integrations';
import { getV1Interview, listV1Interviews } from './interviews';
import { v1OpenApiDocument } from './openapi';
import { listV1QuestionSets } from './question-sets';
import { getV1InterviewResults } from './results';
import { cancelV1Interview, createV1Interview } from './write-interviews';

/** The public API v1: an org's API key, within its scopes; failures are problem details. */
export const v1Router = Router();

/** Who may call a keyed route: an API key that holds the scope the contract gives the route. */
function keyed(endpoint: Endpoint): RequestHandler[] {
  if (!endpoint.scope) throw new Error(`${endpoint.method} ${endpoint.path}: no scope declared`);
  return [requireApiKey, requireScope(endpoint.scope)];
}

route(
  v1Router,
  v1Endpoints.listV1Interviews,
  ...keyed(v1Endpoints.listV1Interviews),
  async (req, res) => {
    const query = parse(v1Endpoints.listV1Interviews.query, req.query);
    send(res, v1Endpoints.listV1Interviews, await listV1Interviews(apiKeyOrgId(req), query));
  },
);

route(
  v1Router,
  v1Endpoints.getV1Interview,
  ...keyed(v1Endpoints.getV1Interview),
  async (req, res) => {
    const data = await getV1Interview(apiKeyOrgId(req), req.params.id);
    send(res, v1Endpoints.getV1Interview, { data });
  },
);

/**
 * 201 with the interview made; a retry with the same Idempotency-Key and body, 200 with the same
 * interview (and `Idempotent-Replayed: true`, as Stripe answers).
 */
route(
  v1Router,
  v1Endpoints.createV1Interview,
  ...keyed(v1Endpoints.createV1Interview),
  async (req, res) => {
    const endpoint = v1Endpoints.createV1Interview;
    const headers = parse(endpoint.headers, { 'Idempotency-Key': req.get('idempotency-key') });
    const { interview, created } = await createV1Interview(
      apiKeyCaller(req),
      headers['Idempotency-Key'],
      req.body,
      (body) => parse(endpoint.request, body),
    );
    if (!created) res.set('Idempotent-Replayed', 'true');
    send(res, endpoint, { data: interview }, created ? 201 : 200);
  },
);

route(
  v1Router,
  v1Endpoints.cancelV1Interview,
  ...keyed(v1Endpoints.cancelV1Interview),
  async (req, res) => {
    const data = await cancelV1Interview(apiKeyCaller(req), req.params.id);
    send(res, v1Endpoints.cancelV1Interview, { data });
  },
);

route(
  v1Router,
  v1Endpoints.getV1InterviewResults,
  ...keyed(v1Endpoints.getV1InterviewResults),
  async (req, res) => {
    // Carries playback URLs with a grant in them: no cache may keep it.
    res.set('Cache-Control', 'private, no-store');
    const data = await getV1InterviewResults(apiKeyCaller(req), req.params.id);
    send(res, v1Endpoints.getV1InterviewResults, { data });
  },
);

route(
  v1Router,
  v1Endpoints.listV1QuestionSets,
  ...keyed(v1Endpoints.listV1QuestionSets),
  async (req, res) => {
    send(res, v1Endpoints.listV1QuestionSets, { data: await listV1QuestionSets(apiKeyOrgId(req)) });
  },
);

// Built once per instance: the contract it is generated from cannot change while it runs.
let openApiDocument: ResponseOf<typeof v1Endpoints.getV1OpenApiDocument> | undefined;
route(v1Router, v1Endpoints.getV1OpenApiDocument, (_req, res) => {
  openApiDocument ??= { ...v1OpenApiDocument() };
  send(res, v1Endpoints.getV1OpenApiDocument, openApiDocument);
});

// ---- Webhooks: what an owner does on the Integrations screen, with a webhooks:manage key. ----

route(
  v1Router,
  v1Endpoints.listV1Webhooks,
  ...keyed(v1Endpoints.listV1Webhooks),
  async (req, res) => {
    send(res, v1Endpoints.listV1Webhooks, { data: await listWebhooks(apiKeyOrgId(req)) });
  },
);

route(
  v1Router,
  v1Endpoints.createV1Webhook,
  ...keyed(v1Endpoints.createV1Webhook),
  async (req, res) => {
    const input = parse(v1Endpoints.createV1Webhook.request, req.body);
    const key = apiKeyCaller(req);
    const { endpoint, secret } = await createWebhook(
      {
        orgId: key.orgId,
        uid: key.createdByUid,
        name: INTEGRATIONS_MESSAGES.webhookCreatedByKey(key.name),
      },
      input,
    );
    send(res, v1Endpoints.createV1Webhook, { data: endpoint, secret }, 201);
  },
);

route(
  v1Router,
  v1Endpoints.updateV1Webhook,
  ...keyed(v1Endpoints.updateV1Webhook),
  async (req, res) => {
    const change = parse(v1Endpoints.updateV1Webhook.request, req.body);
    const data = await updateWebhook(apiKeyOrgId(req), req.params.id, change);
    send(res, v1Endpoints.updateV1Webhook, { data });
  },
);

route(
  v1Router,
  v1Endpoints.deleteV1Webhook,
  ...keyed(v1Endpoints.deleteV1Webhook),
  async (req, res) => {
    await deleteWebhook(apiKeyOrgId(req), req.params.id);
    send(res, v1Endpoints.deleteV1Webhook, { data: { id: req.params.id, deleted: true } });
  },
);

route(
  v1Router,
  v1Endpoints.testV1Webhook,
  ...keyed(v1Endpoints.testV1Webhook),
  async (req, res) => {
    const data = await sendTestEvent(apiKeyOrgId(req), req.params.id);
    send(res, v1Endpoints.testV1Webhook, { data }, 201);
  },
);

route(
  v1Router,
  v1Endpoints.listV1WebhookDeliveries,
  ...keyed(v1Endpoints.listV1WebhookDeliveries),
  async (req, res) => {
    const data = await listDeliveries(apiKeyOrgId(req), req.params.id);
    send(res, v1Endpoints.listV1WebhookDeliveries, { data });
  },
);

route(
  v1Router,
  v1Endpoints.resendV1WebhookDelivery,
  ...keyed(v1Endpoints.resendV1WebhookDelivery),
  async (req, res) => {
    const { id, deliveryId } = req.params;
    const data = await resendDelivery(apiKeyOrgId(req), id, deliveryId);
    send(res, v1Endpoints.resendV1WebhookDelivery, { data }, 201);
  },
);
