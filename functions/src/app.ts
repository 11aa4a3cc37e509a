import express from 'express';
import { trustKnownHops } from './lib/client-ip';
import { errorHandler, notFoundHandler } from './lib/errors-middleware';
import { jsonBody } from './lib/json-body';
import { requestLogger } from './lib/request-logger';
import { healthRouter } from './features/health/routes';
import { authRouter } from './features/auth/routes';
import { accessRouter } from './features/access/routes';
import { candidateRouter } from './features/candidate/routes';
import { interviewsRouter } from './features/interviews/routes';
import { lifecycleRouter } from './features/lifecycle/routes';
import { questionSetsRouter } from './features/question-sets/routes';
import { reviewRouter } from './features/review/routes';
import { teamRouter } from './features/team/routes';
import { integrationsRouter } from './features/integrations/routes';
import { v1Router } from './features/v1/routes';
import { atsRouter } from './features/ats/routes';

/** The Express app behind the `api` function; every route lives under /api. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  // Only the known proxies' X-Forwarded-For entries count (lib/client-ip.ts): no spoofed req.ip.
  app.set('trust proxy', trustKnownHops);
  app.use(requestLogger);
  app.use(jsonBody);

  const api = express.Router();
  api.use(healthRouter);
  api.use(authRouter);
  api.use(accessRouter);
  api.use(candidateRouter);
  api.use(interviewsRouter);
  api.use(lifecycleRouter);
  api.use(questionSetsRouter);
  api.use(reviewRouter);
  api.use(teamRouter);
  api.use(integrationsRouter);
  // Called with an org's API key, never a staff session; every failure is problem details.
  api.use(v1Router);
  // Called by ATS partners (Greenhouse, Ashby) with an org's API key as HTTP Basic auth.
  api.use(atsRouter);
  app.use('/api', api);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
