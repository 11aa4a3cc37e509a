import { Router } from 'express';
import { v1Endpoints } from '../../shared/contract/endpoints/v1';
import { apiKeyOrgId, requireApiKey, requireScope } from '../../lib/api-key-auth';
import { route, send } from '../../lib/endpoint-route';
import { parse } from '../../lib/validate';
import { getV1Interview, listV1Interviews } from './interviews';

/** The public API v1: an org's API key, within its scopes; failures are problem details. */
export const v1Router = Router();

route(
  v1Router,
  v1Endpoints.listV1Interviews,
  requireApiKey,
  requireScope('interviews:read'),
  async (req, res) => {
    const query = parse(v1Endpoints.listV1Interviews.query, req.query);
    send(res, v1Endpoints.listV1Interviews, await listV1Interviews(apiKeyOrgId(req), query));
  },
);

route(
  v1Router,
  v1Endpoints.getV1Interview,
  requireApiKey,
  requireScope('interviews:read'),
  async (req, res) => {
    const data = await getV1Interview(apiKeyOrgId(req), req.params.id);
    send(res, v1Endpoints.getV1Interview, { data });
  },
);
