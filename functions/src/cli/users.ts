import { FieldValue } from 'firebase-admin/firestore';
import type { OrgRole, Role } from '../shared/constants';
import { auth, db } from '../lib/firebase';

/** Creates the user if missing (or resets its password when given), then sets role claims and profile. */
export async function upsertUser(options: {
  email: string;
  password?: string;
  displayName?: string;
  role: Role;
  orgId?: string;
  /** With orgId: the membership in that org (kept if it exists; counted on the org when new). */
  orgRole?: OrgRole;
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
  if (options.orgId && options.orgRole) await ensureMember(options.orgId, uid, options);
  return uid;
}

/** The membership document and the org's counts, once (a re-run changes nothing). */
async function ensureMember(
  orgId: string,
  uid: string,
  options: { email: string; displayName?: string; orgRole?: OrgRole },
) {
  const member = db.doc(`orgs/${orgId}/members/${uid}`);
  await db.runTransaction(async (tx) => {
    if ((await tx.get(member)).exists) return;
    const role = options.orgRole ?? 'member';
    tx.create(member, {
      uid,
      email: options.email,
      displayName: options.displayName ?? null,
      role,
      since: FieldValue.serverTimestamp(),
      invitedBy: null,
    });
    tx.set(
      db.doc(`orgs/${orgId}`),
      {
        memberCount: FieldValue.increment(1),
        ownerCount: FieldValue.increment(role === 'owner' ? 1 : 0),
      },
      { merge: true },
    );
  });
}
