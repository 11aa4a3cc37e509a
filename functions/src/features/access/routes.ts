import { Router } from 'express';
import { ADMIN_MESSAGES } from '../../shared/messages/access';
import { accessRequestPayloadSchema, emailDomain } from '../../shared/schemas/access';
import { accessEndpoints } from '../../shared/contract/endpoints/access';
import { requireRole, requireUser } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
import { HttpError, notFound } from '../../lib/http-error';
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
/** Firestore auto-ids (and anything like them); other ids can't exist, so they are 404. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

function requestId(id: string | string[] | undefined): string {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) throw notFound(ADMIN_MESSAGES.notFound);
  return id;
}

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
  const result = await approveAccessRequest(requestId(req.params.id), req.user!.uid);
  send(res, accessEndpoints.approveAccessRequest, { ...result, status: 'approved' });
});

route(accessRouter, accessEndpoints.rejectAccessRequest, ...adminOnly, async (req, res) => {
  const id = requestId(req.params.id);
  const { reason } = parse(accessEndpoints.rejectAccessRequest.request, req.body);
  const result = await rejectAccessRequest(id, req.user!.uid, reason);
  send(res, accessEndpoints.rejectAccessRequest, { ...result, status: 'rejected' });
});
