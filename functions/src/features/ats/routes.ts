import { Router } from 'express';
import { atsEndpoints } from '../../shared/contract/endpoints/ats';
import {
  apiKeyCaller,
  apiKeyOrgId,
  requireBasicApiKey,
  requireScope,
} from '../../lib/api-key-auth';
import { route, send } from '../../lib/endpoint-route';
import { parse } from '../../lib/validate';
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
