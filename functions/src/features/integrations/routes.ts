import { Router } from 'express';
import { integrationsEndpoints } from '../../shared/contract/endpoints/integrations';
import { INTEGRATIONS_MESSAGES } from '../../shared/messages/integrations';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
import { requireMember, requireOwner, staffNameOf } from '../../lib/membership';
import { parse } from '../../lib/validate';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';

/** The org's API keys: its members see them; owners create and revoke them. */
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
