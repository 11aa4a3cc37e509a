// Scheduling, cancelling and inviting each send a mail in the org's name: a signed-in account
// could otherwise flood any address. Each such call counts against the caller's own limit and
// their org's.
import type { Request, RequestHandler } from 'express';
import { STAFF_MAIL_LIMITS } from '../shared/constants/limits';
import { checkRateLimit } from './rate-limit';

const quotas = new WeakMap<Request, Promise<void>>();

/**
 * Starts counting the call (after requireUser) without waiting, so the count runs beside the
 * membership read; `staffMailQuota` in the handler waits for the verdict.
 */
export const startStaffMailQuota: RequestHandler = (req, _res, next) => {
  const uid = req.user?.uid ?? 'unknown';
  const orgId = req.user?.orgId ?? `user:${uid}`;
  const quota = Promise.all([
    checkRateLimit(STAFF_MAIL_LIMITS.perUser, uid),
    checkRateLimit(STAFF_MAIL_LIMITS.perOrg, orgId),
  ]).then(() => undefined);
  // Awaited by the handler; until then a refusal must not count as unhandled.
  quota.catch(() => undefined);
  quotas.set(req, quota);
  next();
};

/** Resolves when the call is within its limits; rejects with the 429 otherwise. */
export const staffMailQuota = (req: Request): Promise<void> => quotas.get(req) ?? Promise.resolve();
