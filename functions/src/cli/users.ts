import { FieldValue } from 'firebase-admin/firestore';
import type { Role } from '../shared/constants';
import { auth, db } from '../lib/firebase';

/** Creates the user if missing (or resets its password when given), then sets role claims and profile. */
export async function upsertUser(options: {
  email: string;
  password?: string;
  displayName?: string;
  role: Role;
  orgId?: string;
  uid?: string;
}): Promise<string> {
  let uid: string;
  try {
    const existing = await auth.getUserByEmail(options.email);
    uid = existing.uid;
    if (options.password)
      await auth.updateUser(uid, { password: options.password, emailVerified: true });
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    const created = await auth.createUser({
      uid: options.uid,
      email: options.email,
      password: options.password,
      displayName: options.displayName,
      emailVerified: true,
    });
    uid = created.uid;
  }
  const claims = options.orgId
    ? { role: options.role, orgId: options.orgId }
    : { role: options.role };
  await auth.setCustomUserClaims(uid, claims);
  await db.doc(`users/${uid}`).set(
    {
      email: options.email,
      displayName: options.displayName ?? null,
      role: options.role,
      orgId: options.orgId ?? null,
      emailVerified: true,
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  return uid;
}
