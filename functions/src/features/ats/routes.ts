import { Router } from 'express';
import { atsEndpoints } from '../../shared/contract/endpoints/ats';
import {
  apiKeyCaller,
  apiKeyOrgId,
  requireBasicApiKey,
  requireScope,
} from '../../lib/api-key-auth';
import { route, send } from '../../lib/endpoint-route';
import { requireUser, staffOrgId } from '../../lib/auth-middleware';
import { requireMember, requireOwner } from '../../lib/membership';
import { parse } from '../../lib/validate';
import { ATS_MESSAGES } from '../../shared/messages/ats';
import { clearAshbyConnection, getAshbyConnection, setAshbyConnection } from './ashby-connection';
import { ashbyAssessments, cancelAshbyAssessment, startAshbyAssessment } from './ashby';
import { greenhouseTestStatus, greenhouseTests, sendGreenhouseTest } from './greenhouse';

/** ATS partner APIs (Greenhouse, Ashby): an org's API key as the HTTP Basic username, within its scopes. */
export const atsRouter = Router();

route(
  atsRouter,
  atsEndpoints.greenhouseListTests,
  requireBasicApiKey,
  requireScope(atsEndpoints.greenhouseListTests.scope),
  async (req, res) => {
    send(res, atsEndpoints.greenhouseListTests, await greenhouseTests(apiKeyOrgId(req)));
  },
);

route(
  atsRouter,
  atsEndpoints.greenhouseSendTest,
  requireBasicApiKey,
  requireScope(atsEndpoints.greenhouseSendTest.scope),
  async (req, res) => {
    const body = parse(atsEndpoints.greenhouseSendTest.request, req.body);
    send(res, atsEndpoints.greenhouseSendTest, await sendGreenhouseTest(apiKeyCaller(req), body));
  },
);

route(
  atsRouter,
  atsEndpoints.greenhouseTestStatus,
  requireBasicApiKey,
  requireScope(atsEndpoints.greenhouseTestStatus.scope),
  async (req, res) => {
    const query = parse(atsEndpoints.greenhouseTestStatus.query, req.query);
    const status = await greenhouseTestStatus(apiKeyOrgId(req), query.partner_interview_id);
    send(res, atsEndpoints.greenhouseTestStatus, status);
  },
);

route(
  atsRouter,
  atsEndpoints.ashbyListAssessments,
  requireBasicApiKey,
  requireScope(atsEndpoints.ashbyListAssessments.scope),
  async (req, res) => {
    send(res, atsEndpoints.ashbyListAssessments, await ashbyAssessments(apiKeyOrgId(req)));
  },
);

route(
  atsRouter,
  atsEndpoints.ashbyStartAssessment,
  requireBasicApiKey,
  requireScope(atsEndpoints.ashbyStartAssessment.scope),
  async (req, res) => {
    const body = parse(atsEndpoints.ashbyStartAssessment.request, req.body);
    send(
      res,
      atsEndpoints.ashbyStartAssessment,
      await startAshbyAssessment(apiKeyCaller(req), body),
    );
  },
);

route(
  atsRouter,
  atsEndpoints.ashbyCancelAssessment,
  requireBasicApiKey,
  requireScope(atsEndpoints.ashbyCancelAssessment.scope),
  async (req, res) => {
    const body = parse(atsEndpoints.ashbyCancelAssessment.request, req.body);
    send(
      res,
      atsEndpoints.ashbyCancelAssessment,
      await cancelAshbyAssessment(apiKeyCaller(req), body.assessment_id),
    );
  },
);

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
