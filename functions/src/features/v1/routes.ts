import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { Endpoint, ResponseOf } from '../../shared/contract/endpoint';
import { v1Endpoints } from '../../shared/contract/endpoints/v1';
import { apiKeyOrgId, requireApiKey, requireScope } from '../../lib/api-key-auth';
import { route, send } from '../../lib/endpoint-route';
import { parse } from '../../lib/validate';
import { getV1Interview, listV1Interviews } from './interviews';
import { v1OpenApiDocument } from './openapi';

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

// Built once per instance: the contract it is generated from cannot change while it runs.
let openApiDocument: ResponseOf<typeof v1Endpoints.getV1OpenApiDocument> | undefined;
route(v1Router, v1Endpoints.getV1OpenApiDocument, (_req, res) => {
  openApiDocument ??= { ...v1OpenApiDocument() };
  send(res, v1Endpoints.getV1OpenApiDocument, openApiDocument);
});
