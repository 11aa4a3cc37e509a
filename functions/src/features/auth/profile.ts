import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { UserProfile } from '../../shared/contract/endpoints/auth';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { auth, db, docRef } from '../../lib/firebase';
import { notFound } from '../../lib/http-error';
import { memberRef } from '../../lib/membership';
import { readProfile } from '../../lib/profiles';
import { dataOrSkip } from '../../lib/stored-document';

/** The user's profile, with their role in the org from the membership (404 without a profile). */
export async function profileOf(uid: string): Promise<UserProfile> {
  const profile = await readProfile(uid);
  if (!profile) throw notFound(AUTH_MESSAGES.profileNotFound);
  const orgId = profile.orgId ?? null;
  // A member document that does not read as one gives no role, as a missing one.
  const membership = orgId ? dataOrSkip(await memberRef(orgId, uid).get()) : undefined;
  return {
    uid,
    email: profile.email ?? '',
    displayName: profile.displayName ?? null,
    role: profile.role ?? null,
    orgId,
    orgRole: membership?.role ?? null,
    emailVerified: profile.emailVerified === true,
  };
}

/**
 * The only field a user changes about themselves: on the profile, the Auth account and their
 * team's member list. Answers the updated profile.
 */
export async function changeDisplayName(uid: string, displayName: string): Promise<UserProfile> {
  const ref = docRef(collections.users, uid);
  await db.runTransaction(async (tx) => {
    const profile = await readProfile(uid, tx);
    if (!profile) throw notFound(AUTH_MESSAGES.profileNotFound);
    const orgId = profile.orgId;
    const member = orgId ? await tx.get(memberRef(orgId, uid)) : null;
    tx.update(ref, { displayName, updatedAt: FieldValue.serverTimestamp() });
    if (member?.exists) tx.update(member.ref, { displayName });
  });
  await auth.updateUser(uid, { displayName });
  return profileOf(uid);
}
