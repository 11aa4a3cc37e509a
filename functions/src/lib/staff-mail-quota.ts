// Scheduling, cancelling and inviting each send a mail in the org's name: a signed-in account
// could otherwise flood any address. Each such call counts against the caller's own limit and
// their org's. Only a call that could mail counts: one refused for who is calling (not a member,
// not an owner) or for its body is not, so nobody can spend an org's quota with calls that are
// refused anyway, and a caller over their own limit does not spend the org's.
import type { Request, RequestHandler } from 'express';
import type { ZodType } from 'zod';
import { STAFF_MAIL_LIMITS } from '../shared/constants/limits';
import { checkRateLimit } from './rate-limit';

const quotas = new WeakMap<Request, Promise<void>>();

/**
 * Starts counting the call without waiting, so the count runs beside the handler's first reads;
 * `staffMailQuota` in the handler waits for the verdict. Goes after the auth and role checks;
 * `body`: the endpoint's request schema, when it has one (a body it refuses is not counted, and
 * the handler's own parse answers 400).
 */
export const startStaffMailQuota =
  (body?: ZodType): RequestHandler =>
  (req, _res, next) => {
    if (body && !body.safeParse(req.body).success) return next();
    const uid = req.user?.uid ?? 'unknown';
    const orgId = req.user?.orgId ?? `user:${uid}`;
    const quota = checkRateLimit(STAFF_MAIL_LIMITS.perUser, uid).then(() =>
      checkRateLimit(STAFF_MAIL_LIMITS.perOrg, orgId),
    );
    // Awaited by the handler; until then a refusal must not count as unhandled.
    quota.catch(() => undefined);
    quotas.set(req, quota);
    next();
  };

/** Resolves when the call is within its limits; rejects with the 429 otherwise. */
export const staffMailQuota = (req: Request): Promise<void> => quotas.get(req) ?? Promise.resolve();
