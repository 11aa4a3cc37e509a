import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { UserDoc } from '../../shared/contract/collections';
import type { UserProfile } from '../../shared/contract/endpoints/auth';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { auth, db, docRef } from '../../lib/firebase';
import { notFound } from '../../lib/http-error';
import { memberRef, orgRoleOf } from '../../lib/membership';

/** The user's profile, with their role in the org from the membership (404 without a profile). */
export async function profileOf(uid: string): Promise<UserProfile> {
  const snap = await docRef(collections.users, uid).get();
  if (!snap.exists) throw notFound(AUTH_MESSAGES.profileNotFound);
  // Field by field, not parsed whole: a profile from an older seed may lack fields (the CLI
  // completes them), and its owner still gets their profile.
  const field = (name: keyof UserDoc): unknown => snap.get(name);
  const orgId = typeof field('orgId') === 'string' ? (field('orgId') as string) : null;
  const membership = orgId ? await memberRef(orgId, uid).get() : null;
  return {
    uid,
    email: field('email') as string,
    displayName: (field('displayName') as string | null | undefined) ?? null,
    role: (field('role') as UserProfile['role'] | undefined) ?? null,
    orgId: (field('orgId') as string | null | undefined) ?? null,
    orgRole: membership?.exists ? orgRoleOf(membership.get('role')) : null,
    emailVerified: field('emailVerified') === true,
  };
}

/**
 * The only field a user changes about themselves: on the profile, the Auth account and their
 * team's member list. Answers the updated profile.
 */
export async function changeDisplayName(uid: string, displayName: string): Promise<UserProfile> {
  const ref = docRef(collections.users, uid);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(AUTH_MESSAGES.profileNotFound);
    const orgId = snap.get('orgId') as unknown;
    const member = typeof orgId === 'string' && orgId ? await tx.get(memberRef(orgId, uid)) : null;
    tx.update(ref, { displayName, updatedAt: FieldValue.serverTimestamp() });
    if (member?.exists) tx.update(member.ref, { displayName });
  });
  await auth.updateUser(uid, { displayName });
  return profileOf(uid);
}
