// Every /api endpoint, once: method, path, request and response schemas. Each feature's endpoints
// live in endpoints/<feature>.ts (the web imports those, so a page loads only its own schemas).
import { accessEndpoints } from './endpoints/access';
import { atsEndpoints } from './endpoints/ats';
import { authEndpoints } from './endpoints/auth';
import { candidateEndpoints } from './endpoints/candidate';
import { healthEndpoints } from './endpoints/health';
import { integrationsEndpoints } from './endpoints/integrations';
import { interviewsEndpoints } from './endpoints/interviews';
import { questionSetEndpoints } from './endpoints/question-sets';
import { reviewEndpoints } from './endpoints/review';
import { shareEndpoints } from './endpoints/shares';
import { teamEndpoints } from './endpoints/team';
import { v1Endpoints } from './endpoints/v1';

export const endpoints = {
  ...healthEndpoints,
  ...accessEndpoints,
  ...authEndpoints,
  ...candidateEndpoints,
  ...interviewsEndpoints,
  ...questionSetEndpoints,
  ...reviewEndpoints,
  ...shareEndpoints,
  ...teamEndpoints,
  ...integrationsEndpoints,
  ...v1Endpoints,
  ...atsEndpoints,
};
