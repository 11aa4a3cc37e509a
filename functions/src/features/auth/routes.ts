import { Router } from 'express';
import type { RequestHandler } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentData } from 'firebase-admin/firestore';
import { EMAIL_VERIFICATION_TTL_MS } from '../../shared/constants';
import {
  AUTH_MESSAGES,
  REGISTRATION_MESSAGES,
  VERIFY_EMAIL_MESSAGES,
} from '../../shared/messages/auth';
import {
  CompleteRegistrationBodySchema,
  TokenBodySchema,
  UpdateMeBodySchema,
} from '../../shared/schemas/auth';
import type { UserProfile } from '../../shared/schemas/auth';
import { requireUser } from '../../lib/auth-middleware';
import { commitRacingChange } from '../../lib/contention';
import { auth, db } from '../../lib/firebase';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error';
import { rateLimit } from '../../lib/rate-limit';
import { randomToken, sha256 } from '../../lib/tokens';
import { parse } from '../../lib/validate';
import { queueMail } from '../mail/queue';
import { verificationMail } from './mails';

export const authRouter = Router();

/**
 * A used link answers 410 Gone (the token existed and is spent for good), distinct from the 404 of
 * an unknown or expired one; the client shows the server's message for either.
 */
const USED_STATUS = 410;

/** Public token endpoints: generous per-IP limit (tokens are 128-bit, this only curbs abuse). */
const tokenLimit = rateLimit({ name: 'auth-token', limit: 120, windowMs: 60_000 });

interface RegistrationToken {
  email: string;
  orgId: string;
  orgName?: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

/** The token's document if it is usable; 404 unknown or expired, 410 used. */
function usableRegistrationToken(data: DocumentData | undefined): RegistrationToken {
  if (!data) throw notFound(AUTH_MESSAGES.invalidToken);
  const record = data as RegistrationToken;
  if (record.usedAt) throw new HttpError(USED_STATUS, AUTH_MESSAGES.tokenAlreadyUsed);
  if (!record.expiresAt || record.expiresAt.toMillis() <= Date.now())
    throw notFound(AUTH_MESSAGES.invalidToken);
  return record;
}

const sameEmail = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** POST /api/auth/validate-token and /verify-token: {token} → {email}. */
const validateToken: RequestHandler = async (req, res) => {
  const { token } = parse(TokenBodySchema, req.body);
  const snap = await db.doc(`registrationTokens/${sha256(token)}`).get();
  const record = usableRegistrationToken(snap.data());
  res.json({ email: record.email });
};
authRouter.post('/auth/validate-token', tokenLimit, validateToken);
authRouter.post('/auth/verify-token', tokenLimit, validateToken);

/**
 * POST /api/auth/complete-registration {token, uid}: the claims are set, then in one atomic batch
 * the token is spent, the profile written and the verification mail queued. Two tabs with one
 * link: exactly one call spends the token, the other gets 410.
 */
authRouter.post('/auth/complete-registration', tokenLimit, async (req, res) => {
  const { token, uid } = parse(CompleteRegistrationBodySchema, req.body);
  const tokenRef = db.doc(`registrationTokens/${sha256(token)}`);

  // Cheap checks first (no write): the token exists and is unused, the account is the invitee's.
  const record = usableRegistrationToken((await tokenRef.get()).data());
  let account;
  try {
    account = await auth.getUser(uid);
  } catch {
    throw badRequest(AUTH_MESSAGES.uidMismatch);
  }
  if (!sameEmail(account.email, record.email))
    throw badRequest(REGISTRATION_MESSAGES.emailMismatch);
  // A signed-in caller may only complete for itself.
  if (req.get('authorization')) {
    const idToken = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1];
    const caller = idToken ? await auth.verifyIdToken(idToken).catch(() => null) : null;
    if (caller && caller.uid !== uid) throw forbidden(AUTH_MESSAGES.uidMismatch);
  }

  const verificationToken = randomToken();
  const userRef = db.doc(`users/${uid}`);
  // One racing change (lib/contention.ts): the token's update is preconditioned and the profile is
  // a create, so of many calls at once exactly one commits; the rest answer 410 on a fresh read.
  const current = await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const tokenSnap = await tokenRef.get();
      const usable = usableRegistrationToken(tokenSnap.data());
      if ((await userRef.get()).exists) {
        // Made by a winner that committed after the token was read? Then the same 410 as the rest.
        usableRegistrationToken((await tokenRef.get()).data());
        throw new HttpError(409, AUTH_MESSAGES.alreadyRegistered);
      }
      const now = FieldValue.serverTimestamp();
      batch.update(
        tokenRef,
        { usedAt: now, usedBy: uid },
        { lastUpdateTime: tokenSnap.updateTime! },
      );
      batch.create(userRef, {
        email: usable.email,
        displayName: account.displayName ?? null,
        role: 'staff',
        orgId: usable.orgId,
        emailVerified: false,
        createdAt: now,
        updatedAt: now,
      });
      batch.create(db.doc(`emailVerifications/${sha256(verificationToken)}`), {
        uid,
        email: usable.email,
        createdAt: now,
        expiresAt: Timestamp.fromMillis(Date.now() + EMAIL_VERIFICATION_TTL_MS),
        usedAt: null,
      });
      queueMail(batch, verificationMail(usable.email, verificationToken, account.displayName));
      // The claims before the commit: a spent token then always means an account with its role.
      // If this fails, nothing is written and the link still works (the page deletes the new
      // account, so the invitee can start again). Every caller that gets this far is the invitee
      // (one account per email), so racing callers set the same claims.
      await auth.setCustomUserClaims(uid, { role: 'staff', orgId: usable.orgId });
      return usable;
    },
  );
  const { orgId } = current;

  // The client refreshes its ID token to see the claims.
  res.status(201).json({ success: true, uid, orgId });
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
  return {
    uid,
    email: data.email as string,
    displayName: (data.displayName as string | null | undefined) ?? null,
    role: (data.role as UserProfile['role'] | undefined) ?? null,
    orgId: (data.orgId as string | null | undefined) ?? null,
    emailVerified: data.emailVerified === true,
  };
}

/** GET /api/auth/me → {user}. */
authRouter.get('/auth/me', requireUser, async (req, res) => {
  res.json({ user: await profileOf(req.user!.uid) });
});

/** PUT /api/auth/me {displayName} → {user}: the only field a user changes about themselves. */
authRouter.put('/auth/me', requireUser, async (req, res) => {
  const { displayName } = parse(UpdateMeBodySchema, req.body);
  const uid = req.user!.uid;
  const ref = db.doc(`users/${uid}`);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(AUTH_MESSAGES.profileNotFound);
    tx.update(ref, { displayName, updatedAt: FieldValue.serverTimestamp() });
  });
  await auth.updateUser(uid, { displayName });
  res.json({ user: await profileOf(uid) });
});

/** DELETE /api/auth/me: deletes the profile and the identity-provider account. */
authRouter.delete('/auth/me', requireUser, async (req, res) => {
  const uid = req.user!.uid;
  await db.doc(`users/${uid}`).delete();
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  res.json({ success: true });
});
