import type { Timestamp } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import { VERIFY_EMAIL_MESSAGES } from '../../shared/messages/auth';
import { auth, db, docRef } from '../../lib/firebase';
import { HttpError, notFound } from '../../lib/http-error';
import { sha256 } from '../../lib/tokens';
import { USED_STATUS } from './registration';

/** Spends a verification link (single use, expires) and marks Auth and the profile verified. */
export async function verifyEmail(token: string): Promise<void> {
  const ref = docRef(collections.emailVerifications, sha256(token));
  const uid = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(VERIFY_EMAIL_MESSAGES.invalidLink);
    if (snap.get('usedAt')) throw new HttpError(USED_STATUS, VERIFY_EMAIL_MESSAGES.alreadyUsed);
    const expiresAt = snap.get('expiresAt') as Timestamp | undefined;
    if (!expiresAt || expiresAt.toMillis() <= Date.now())
      throw notFound(VERIFY_EMAIL_MESSAGES.invalidLink);
    const userId = snap.get('uid') as string;
    const userRef = docRef(collections.users, userId);
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
}
