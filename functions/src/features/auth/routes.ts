import { Router } from 'express';
import type { Request, RequestHandler } from 'express';
import { authEndpoints } from '../../shared/contract/endpoints/auth';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { requireUser } from '../../lib/auth-middleware';
import { route, send } from '../../lib/endpoint-route';
import { auth } from '../../lib/firebase';
import { forbidden } from '../../lib/http-error';
import { rateLimit } from '../../lib/rate-limit';
import { parse } from '../../lib/validate';
import { acceptInvitation } from './accept-invitation';
import { deleteAccount } from './delete-account';
import { verifyEmail } from './email-verification';
import { changeDisplayName, profileOf } from './profile';
import {
  completeRegistration,
  existingAccount,
  registerWithToken,
  registrationTokenRef,
  usableToken,
} from './registration';

export const authRouter = Router();

/** Public token endpoints: generous per-IP limit (tokens are 128-bit, this only curbs abuse). */
const tokenLimit = rateLimit({ name: 'auth-token', limit: 120, windowMs: 60_000 });

/**
 * {token} → the registration link's {email, existingAccount}; 404 unknown or expired, 410 used or
 * void. Only the link's holder learns whether its address has an account.
 */
const linkEmail =
  (
    endpoint: typeof authEndpoints.validateToken | typeof authEndpoints.verifyToken,
  ): RequestHandler =>
  async (req, res) => {
    const { token } = parse(endpoint.request, req.body);
    const { record } = await usableToken(registrationTokenRef(token));
    const existing = await existingAccount(record.email);
    send(res, endpoint, { email: record.email, existingAccount: existing?.owned === true });
  };
route(authRouter, authEndpoints.validateToken, tokenLimit, linkEmail(authEndpoints.validateToken));
route(authRouter, authEndpoints.verifyToken, tokenLimit, linkEmail(authEndpoints.verifyToken));

/** A signed-in caller may only act for itself (an invalid token counts as signed out). */
async function assertNotAnotherCaller(req: Request, uid: string): Promise<void> {
  if (!req.get('authorization')) return;
  const idToken = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1];
  const caller = idToken ? await auth.verifyIdToken(idToken).catch(() => null) : null;
  if (caller && caller.uid !== uid) throw forbidden(AUTH_MESSAGES.uidMismatch);
}

/**
 * For an account the browser created with the link's address. Two tabs with one link: exactly
 * one call spends the token, the other gets 410.
 */
route(authRouter, authEndpoints.completeRegistration, tokenLimit, async (req, res) => {
  const { token, uid } = parse(authEndpoints.completeRegistration.request, req.body);
  await assertNotAnotherCaller(req, uid);
  const { orgId, orgRole } = await completeRegistration(token, uid);
  // The client refreshes its ID token to see the claims.
  send(res, authEndpoints.completeRegistration, { success: true, uid, orgId, orgRole }, 201);
});

/**
 * The registration helper with a token: the server creates the invitee's account and completes
 * the registration; the browser then signs in with the password.
 */
route(authRouter, authEndpoints.register, tokenLimit, async (req, res) => {
  const input = parse(authEndpoints.register.request, req.body);
  const result = await registerWithToken(input);
  send(res, authEndpoints.register, { success: true, ...result }, 201);
});

/**
 * Joining with the account one has: signed in as the link's address, which must be in no other
 * org. 409 for a member of another org; the client refreshes its ID token to see the claims.
 */
route(authRouter, authEndpoints.acceptInvitation, tokenLimit, requireUser, async (req, res) => {
  const { token } = parse(authEndpoints.acceptInvitation.request, req.body);
  const uid = req.user!.uid;
  const { orgId, orgRole } = await acceptInvitation(token, uid);
  send(res, authEndpoints.acceptInvitation, { success: true, uid, orgId, orgRole }, 201);
});

route(authRouter, authEndpoints.verifyEmail, tokenLimit, async (req, res) => {
  const { token } = parse(authEndpoints.verifyEmail.request, req.body);
  await verifyEmail(token);
  send(res, authEndpoints.verifyEmail, { success: true, emailVerified: true });
});

route(authRouter, authEndpoints.getMe, requireUser, async (req, res) => {
  send(res, authEndpoints.getMe, { user: await profileOf(req.user!.uid) });
});

route(authRouter, authEndpoints.updateMe, requireUser, async (req, res) => {
  const { displayName } = parse(authEndpoints.updateMe.request, req.body);
  send(res, authEndpoints.updateMe, { user: await changeDisplayName(req.user!.uid, displayName) });
});

route(authRouter, authEndpoints.deleteMe, requireUser, async (req, res) => {
  await deleteAccount(req.user!.uid);
  send(res, authEndpoints.deleteMe, { success: true });
});
