import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import { VERIFY_EMAIL_MESSAGES } from '../../shared/messages/auth';
import { auth, db, docRef } from '../../lib/firebase';
import { HttpError, notFound } from '../../lib/http-error';
import { requiredData } from '../../lib/stored-document';
import { sha256 } from '../../lib/tokens';
import { USED_STATUS } from './registration';

/** Spends a verification link (single use, expires) and marks Auth and the profile verified. */
export async function verifyEmail(token: string): Promise<void> {
  const ref = docRef(collections.emailVerifications, sha256(token));
  const uid = await db.runTransaction(async (tx) => {
    // A link whose record does not read as one is as unknown as a missing one.
    const invalid = notFound(VERIFY_EMAIL_MESSAGES.invalidLink);
    const link = requiredData(await tx.get(ref), invalid);
    if (link.usedAt) throw new HttpError(USED_STATUS, VERIFY_EMAIL_MESSAGES.alreadyUsed);
    if (link.expiresAt.toMillis() <= Date.now()) throw invalid;
    const userId = link.uid;
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
