import { Router } from 'express';
import type { Request } from 'express';
import type { ApiKeyScope } from '../../shared/constants/domain';
import type { Endpoint, ResponseOf } from '../../shared/contract/endpoint';
import { atsEndpoints } from '../../shared/contract/endpoints/ats';
import { apiKeyCaller, requireBasicApiKey, requireScope } from '../../lib/api-key-auth';
import type { ApiKeyCaller } from '../../lib/api-key-auth';
import { route, send } from '../../lib/endpoint-route';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { requireMember, requireOwner } from '../../lib/membership';
import { parse } from '../../lib/validate';
import { ATS_MESSAGES } from '../../shared/messages/ats';
import { clearAshbyConnection, getAshbyConnection, setAshbyConnection } from './ashby-connection';
import { ashbyAssessments, cancelAshbyAssessment, startAshbyAssessment } from './ashby';
import {
  greenhouseTestStatus,
  greenhouseTests,
  recordGreenhouseError,
  sendGreenhouseTest,
} from './greenhouse';

/** ATS partner APIs (Greenhouse, Ashby): an org's API key as the HTTP Basic username, within its scopes. */
export const atsRouter = Router();

type PartnerEndpoint = Endpoint & { scope: ApiKeyScope };

/**
 * One partner route: the key checked (Basic auth, then the endpoint's scope) before anything is
 * read; the handler gets the caller and the request and returns the endpoint's answer.
 */
function partnerRoute<E extends PartnerEndpoint>(
  endpoint: E,
  answer: (caller: ApiKeyCaller, req: Request) => Promise<ResponseOf<E>>,
): void {
  route(atsRouter, endpoint, requireBasicApiKey, requireScope(endpoint.scope), async (req, res) => {
    send(res, endpoint, await answer(apiKeyCaller(req), req));
  });
}

partnerRoute(atsEndpoints.greenhouseListTests, (caller) => greenhouseTests(caller.orgId));

partnerRoute(atsEndpoints.greenhouseSendTest, (caller, req) =>
  sendGreenhouseTest(caller, parse(atsEndpoints.greenhouseSendTest.request, req.body)),
);

partnerRoute(atsEndpoints.greenhouseTestStatus, (caller, req) => {
  const query = parse(atsEndpoints.greenhouseTestStatus.query, req.query);
  return greenhouseTestStatus(caller.orgId, query.partner_interview_id);
});

partnerRoute(atsEndpoints.greenhouseResponseError, (caller, req) =>
  recordGreenhouseError(caller, parse(atsEndpoints.greenhouseResponseError.request, req.body)),
);

partnerRoute(atsEndpoints.ashbyListAssessments, (caller) => ashbyAssessments(caller.orgId));

partnerRoute(atsEndpoints.ashbyStartAssessment, (caller, req) =>
  startAshbyAssessment(caller, parse(atsEndpoints.ashbyStartAssessment.request, req.body)),
);

partnerRoute(atsEndpoints.ashbyCancelAssessment, (caller, req) => {
  const body = parse(atsEndpoints.ashbyCancelAssessment.request, req.body);
  return cancelAshbyAssessment(caller, body.assessment_id);
});

// The org's Ashby API key (for HiQ's calls to Ashby): staff sessions, never an API key.
const ownersOnly = [requireUser, requireMember, requireOwner(ATS_MESSAGES.ashbyKeyOwnersOnly)];

route(atsRouter, atsEndpoints.getAshbyConnection, requireUser, requireMember, async (req, res) => {
  send(res, atsEndpoints.getAshbyConnection, await getAshbyConnection(staffOrgId(req)));
});

route(atsRouter, atsEndpoints.setAshbyConnection, ...ownersOnly, async (req, res) => {
  const { apiKey } = parse(atsEndpoints.setAshbyConnection.request, req.body);
  const { orgId, uid } = req.member!;
  send(res, atsEndpoints.setAshbyConnection, await setAshbyConnection(orgId, uid, apiKey));
});

route(atsRouter, atsEndpoints.clearAshbyConnection, ...ownersOnly, async (req, res) => {
  send(res, atsEndpoints.clearAshbyConnection, await clearAshbyConnection(req.member!.orgId));
});
