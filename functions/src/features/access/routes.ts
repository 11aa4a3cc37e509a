import { Router } from 'express';
import { accessRequestPayloadSchema, emailDomain } from '../../shared/schemas/access';
import { accessEndpoints } from '../../shared/contract/endpoints/access';
import { requireRole, requireUser } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { rateLimit } from '../../lib/rate-limit';
import { parse } from '../../lib/validate';
import {
  approveAccessRequest,
  confirmAccessRequest,
  listAccessRequests,
  rejectAccessRequest,
  submitAccessRequest,
} from './access-requests';
import { createCaptcha, verifyCaptcha } from './captcha';
import { isFreeMailDomain } from './free-mail';

export const accessRouter = Router();

/**
 * The contract's request schema plus the maintained free-mail list, which only the server carries
 * (too large for the browser).
 */
const AccessRequestPayloadSchema = accessRequestPayloadSchema(
  (email) => !isFreeMailDomain(emailDomain(email)),
);

const MINUTE = 60_000;
/** The public form's limits per client (exported for the reliability suite's recovery test). */
export const ACCESS_RATE_LIMITS = {
  captcha: { name: 'access-captcha', limit: 60, windowMs: 10 * MINUTE },
  verify: { name: 'access-captcha-verify', limit: 60, windowMs: 10 * MINUTE },
  request: { name: 'access-request', limit: 10, windowMs: 60 * MINUTE },
  confirm: { name: 'access-confirm', limit: 30, windowMs: 10 * MINUTE },
} as const;
// ---- public: the landing page's form ----

route(
  accessRouter,
  accessEndpoints.getCaptcha,
  rateLimit(ACCESS_RATE_LIMITS.captcha),
  async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    send(res, accessEndpoints.getCaptcha, await createCaptcha());
  },
);

route(
  accessRouter,
  accessEndpoints.verifyCaptcha,
  rateLimit(ACCESS_RATE_LIMITS.verify),
  async (req, res) => {
    const { captchaId, answer, pow } = parse(accessEndpoints.verifyCaptcha.request, req.body);
    const outcome = await verifyCaptcha(captchaId, answer, pow);
    if (outcome.verified) {
      send(res, accessEndpoints.verifyCaptcha, { verified: true });
      return;
    }
    // A wrong answer is bad input: 400 with its message, plus the new captcha when one was made
    // or the next attempt's proof of work.
    const details = outcome.captcha
      ? { captcha: outcome.captcha }
      : outcome.pow
        ? { pow: outcome.pow }
        : undefined;
    throw new HttpError(400, outcome.message, details);
  },
);

route(
  accessRouter,
  accessEndpoints.submitAccessRequest,
  rateLimit(ACCESS_RATE_LIMITS.request),
  async (req, res) => {
    const input = parse(AccessRequestPayloadSchema, req.body);
    const { id } = await submitAccessRequest({
      captchaId: input.captchaId,
      email: input.email,
      workDomain: input.workDomain,
      teamSize: input.teamSize,
      message: input.message,
    });
    send(res, accessEndpoints.submitAccessRequest, { id, status: 'unconfirmed' }, 201);
  },
);

route(
  accessRouter,
  accessEndpoints.confirmAccessRequest,
  rateLimit(ACCESS_RATE_LIMITS.confirm),
  async (req, res) => {
    const { token } = parse(accessEndpoints.confirmAccessRequest.request, req.body);
    await confirmAccessRequest(token);
    send(res, accessEndpoints.confirmAccessRequest, { status: 'confirmed' });
  },
);

// ---- admin ----

const adminOnly = [requireUser, requireRole('admin')];

route(accessRouter, accessEndpoints.listAccessRequests, ...adminOnly, async (req, res) => {
  const { status } = parse(accessEndpoints.listAccessRequests.query, req.query);
  send(res, accessEndpoints.listAccessRequests, { requests: await listAccessRequests(status) });
});

route(accessRouter, accessEndpoints.approveAccessRequest, ...adminOnly, async (req, res) => {
  const result = await approveAccessRequest(req.params.id, req.user!.uid);
  send(res, accessEndpoints.approveAccessRequest, { ...result, status: 'approved' });
});

route(accessRouter, accessEndpoints.rejectAccessRequest, ...adminOnly, async (req, res) => {
  const { id } = req.params;
  const { reason } = parse(accessEndpoints.rejectAccessRequest.request, req.body);
  const result = await rejectAccessRequest(id, req.user!.uid, reason);
  send(res, accessEndpoints.rejectAccessRequest, { ...result, status: 'rejected' });
});
