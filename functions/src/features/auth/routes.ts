import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { Timestamp } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { AUTH_MESSAGES, VERIFY_EMAIL_MESSAGES } from '../../shared/messages/auth';
import {
  CompleteRegistrationBodySchema,
  RegisterWithTokenBodySchema,
  TokenBodySchema,
  UpdateMeBodySchema,
} from '../../shared/schemas/auth';
import type { UserProfile } from '../../shared/schemas/auth';
import { requireUser } from '../../lib/auth-middleware';
import { auth, db } from '../../lib/firebase';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import { endMembership, memberRef, orgRoleOf } from '../../lib/membership';
import { rateLimit } from '../../lib/rate-limit';
import { sha256 } from '../../lib/tokens';
import { parse } from '../../lib/validate';
import {
  completeRegistration,
  registerWithToken,
  registrationTokenRef,
  usableToken,
  USED_STATUS,
} from './registration';

export const authRouter = Router();

/** Public token endpoints: generous per-IP limit (tokens are 128-bit, this only curbs abuse). */
const tokenLimit = rateLimit({ name: 'auth-token', limit: 120, windowMs: 60_000 });

/** POST /api/auth/validate-token and /verify-token: {token} → {email}. */
const validateToken: RequestHandler = async (req, res) => {
  const { token } = parse(TokenBodySchema, req.body);
  const { record } = await usableToken(registrationTokenRef(token));
  res.json({ email: record.email });
};
authRouter.post('/auth/validate-token', tokenLimit, validateToken);
authRouter.post('/auth/verify-token', tokenLimit, validateToken);

/**
 * POST /api/auth/complete-registration {token, uid}: for an account the browser created with the
 * link's address. Two tabs with one link: exactly one call spends the token, the other gets 410.
 */
authRouter.post('/auth/complete-registration', tokenLimit, async (req, res) => {
  const { token, uid } = parse(CompleteRegistrationBodySchema, req.body);
  // A signed-in caller may only complete for itself.
  if (req.get('authorization')) {
    const idToken = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1];
    const caller = idToken ? await auth.verifyIdToken(idToken).catch(() => null) : null;
    if (caller && caller.uid !== uid) throw forbidden(AUTH_MESSAGES.uidMismatch);
  }
  const { orgId, orgRole } = await completeRegistration(token, uid);
  // The client refreshes its ID token to see the claims.
  res.status(201).json({ success: true, uid, orgId, orgRole });
});

/**
 * POST /api/auth/register {email, password, displayName, token}: the registration helper with a
 * token. The server creates the invitee's account and completes the registration; the browser
 * then signs in with the password.
 */
authRouter.post('/auth/register', tokenLimit, async (req, res) => {
  const input = parse(RegisterWithTokenBodySchema, req.body);
  const result = await registerWithToken(input);
  res.status(201).json({ success: true, ...result });
});

/** POST /api/auth/verify-email {token}: single use, expires; marks Auth and the profile verified. */
authRouter.post('/auth/verify-email', tokenLimit, async (req, res) => {
  const { token } = parse(TokenBodySchema, req.body);
  const ref = db.doc(`emailVerifications/${sha256(token)}`);
  const uid = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(VERIFY_EMAIL_MESSAGES.invalidLink);
    if (snap.get('usedAt')) throw new HttpError(USED_STATUS, VERIFY_EMAIL_MESSAGES.alreadyUsed);
    const expiresAt = snap.get('expiresAt') as Timestamp | undefined;
    if (!expiresAt || expiresAt.toMillis() <= Date.now())
      throw notFound(VERIFY_EMAIL_MESSAGES.invalidLink);
    const userId = snap.get('uid') as string;
    const userRef = db.doc(`users/${userId}`);
    const userSnap = await tx.get(userRef);
    tx.update(ref, { usedAt: FieldValue.serverTimestamp() });
    if (userSnap.exists)
      tx.update(userRef, { emailVerified: true, updatedAt: FieldValue.serverTimestamp() });
    return userId;
  });
  try {
    await auth.updateUser(uid, { emailVerified: true });
  } catch {
    // The account was deleted after registering: the link is spent, nothing left to verify.
    throw notFound(VERIFY_EMAIL_MESSAGES.invalidLink);
  }
  res.json({ success: true, emailVerified: true });
});

async function profileOf(uid: string): Promise<UserProfile> {
  const snap = await db.doc(`users/${uid}`).get();
  if (!snap.exists) throw notFound(AUTH_MESSAGES.profileNotFound);
  const data = snap.data()!;
  const orgId = typeof data.orgId === 'string' ? data.orgId : null;
  const membership = orgId ? await memberRef(orgId, uid).get() : null;
  return {
    uid,
    email: data.email as string,
    displayName: (data.displayName as string | null | undefined) ?? null,
    role: (data.role as UserProfile['role'] | undefined) ?? null,
    orgId: (data.orgId as string | null | undefined) ?? null,
    orgRole: membership?.exists ? orgRoleOf(membership.get('role')) : null,
    emailVerified: data.emailVerified === true,
  };
}

/** GET /api/auth/me → {user}. */
authRouter.get('/auth/me', requireUser, async (req, res) => {
  res.json({ user: await profileOf(req.user!.uid) });
});

/**
 * PUT /api/auth/me {displayName} → {user}: the only field a user changes about themselves; their
 * team's member list shows the new name too.
 */
authRouter.put('/auth/me', requireUser, async (req, res) => {
  const { displayName } = parse(UpdateMeBodySchema, req.body);
  const uid = req.user!.uid;
  const ref = db.doc(`users/${uid}`);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(AUTH_MESSAGES.profileNotFound);
    const orgId = snap.get('orgId') as unknown;
    const member = typeof orgId === 'string' && orgId ? await tx.get(memberRef(orgId, uid)) : null;
    tx.update(ref, { displayName, updatedAt: FieldValue.serverTimestamp() });
    if (member?.exists) tx.update(member.ref, { displayName });
  });
  await auth.updateUser(uid, { displayName });
  res.json({ user: await profileOf(uid) });
});

/**
 * DELETE /api/auth/me: leaves the org (the last owner of a team with other members is refused),
 * deletes the profile, signs the account out everywhere and deletes it.
 */
authRouter.delete('/auth/me', requireUser, async (req, res) => {
  const uid = req.user!.uid;
  const orgId = (await db.doc(`users/${uid}`).get()).get('orgId') as unknown;
  if (typeof orgId === 'string' && orgId && (await memberRef(orgId, uid).get()).exists)
    await endMembership(orgId, uid, {
      notFoundMessage: AUTH_MESSAGES.profileNotFound,
      lastOwnerMessage: AUTH_MESSAGES.lastOwnerCannotLeave,
      mayLeaveEmptyOrg: true,
    });
  await db.doc(`users/${uid}`).delete();
  await auth.revokeRefreshTokens(uid).catch(() => undefined);
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  res.json({ success: true });
});
