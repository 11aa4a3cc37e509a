import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { OrgRole } from '@shared/constants/domain';
import { collections } from '@shared/contract/collections';
import { adminAuth, adminDb, docRef } from './admin';
import { authEmulator } from './api';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** Signs in through the Auth emulator's REST API, as the browser SDK does. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(
    `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

/**
 * A fresh user with custom claims and its ID token; unique per call so tests never collide. Staff
 * of an org are members of it (`orgs/{orgId}/members/{uid}`, counted on the org) as `orgRole`,
 * 'member' unless told; `orgRole: null` gives the claims without the membership (a removed member).
 */
export async function createTestUser(
  claims: { role?: 'admin' | 'staff'; orgId?: string; orgRole?: OrgRole | null } = {},
  emailDomain = 'example-corp.test',
): Promise<TestUser> {
  const email = `u-${randomUUID().slice(0, 8)}@${emailDomain}`;
  const password = 'test-password-1';
  const user = await adminAuth.createUser({ email, password, emailVerified: true });
  const { orgRole = 'member', ...tokenClaims } = claims;
  if (claims.role) await adminAuth.setCustomUserClaims(user.uid, tokenClaims);
  await docRef(collections.users, user.uid).set({
    email,
    displayName: null,
    role: claims.role ?? null,
    orgId: claims.orgId ?? null,
    emailVerified: true,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  if (claims.role === 'staff' && claims.orgId && orgRole)
    await addMember(claims.orgId, { uid: user.uid, email }, orgRole);
  return { uid: user.uid, email, password, idToken: await signIn(email, password) };
}

/** The membership document and the org's counts, as registration writes them. */
async function addMember(
  orgId: string,
  user: { uid: string; email: string },
  role: OrgRole,
): Promise<void> {
  const batch = adminDb.batch();
  batch.create(docRef(collections.members, orgId, user.uid), {
    uid: user.uid,
    email: user.email,
    displayName: null,
    role,
    since: FieldValue.serverTimestamp(),
    invitedBy: null,
  });
  batch.set(
    docRef(collections.orgs, orgId),
    {
      memberCount: FieldValue.increment(1),
      ownerCount: FieldValue.increment(role === 'owner' ? 1 : 0),
    },
    { merge: true },
  );
  await batch.commit();
}

/** A fresh org with one staff user, its owner. */
export async function createTestOrg(name = 'Test Org') {
  const orgId = `org-${randomUUID().slice(0, 8)}.test`;
  await docRef(collections.orgs, orgId).set({
    name,
    domain: orgId,
    memberCount: 0,
    ownerCount: 0,
    createdAt: FieldValue.serverTimestamp(),
  });
  const staff = await createTestUser({ role: 'staff', orgId, orgRole: 'owner' }, orgId);
  return { orgId, staff };
}

export const bearer = (user: { idToken: string }) => ({ Authorization: `Bearer ${user.idToken}` });
