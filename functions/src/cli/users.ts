import { FieldValue } from 'firebase-admin/firestore';
import type { OrgRole, Role } from '../shared/constants/domain';
import { collections } from '../shared/contract/collections';
import { auth, db, docRef } from '../lib/firebase';
import { readProfile } from '../lib/profiles';

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
  const profile = docRef(collections.users, uid);
  await db.runTransaction(async (tx) => {
    // A profile from an older seed may lack fields: this write completes them.
    const before = await readProfile(uid, tx);
    tx.set(profile, {
      email: options.email,
      displayName: options.displayName ?? null,
      role: options.role,
      orgId: options.orgId ?? null,
      emailVerified: true,
      createdAt: before?.createdAt ?? FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  if (options.orgId && options.orgRole) await ensureMember(options.orgId, uid, options);
  return uid;
}

/** The membership document and the org's counts, once (a re-run changes nothing). */
async function ensureMember(
  orgId: string,
  uid: string,
  options: { email: string; displayName?: string; orgRole?: OrgRole },
) {
  const member = docRef(collections.members, orgId, uid);
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
      docRef(collections.orgs, orgId),
      {
        memberCount: FieldValue.increment(1),
        ownerCount: FieldValue.increment(role === 'owner' ? 1 : 0),
      },
      { merge: true },
    );
  });
}
