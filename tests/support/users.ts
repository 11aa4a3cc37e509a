import { randomUUID } from 'node:crypto';
import { adminAuth, adminDb } from './admin';
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

/** A fresh user with custom claims and its ID token; unique per call so tests never collide. */
export async function createTestUser(
  claims: { role?: 'admin' | 'staff'; orgId?: string } = {},
  emailDomain = 'example-corp.test',
): Promise<TestUser> {
  const email = `u-${randomUUID().slice(0, 8)}@${emailDomain}`;
  const password = 'test-password-1';
  const user = await adminAuth.createUser({ email, password, emailVerified: true });
  if (claims.role) await adminAuth.setCustomUserClaims(user.uid, claims);
  await adminDb
    .doc(`users/${user.uid}`)
    .set({ email, role: claims.role ?? null, orgId: claims.orgId ?? null, displayName: null });
  return { uid: user.uid, email, password, idToken: await signIn(email, password) };
}

/** A fresh org with one staff user. */
export async function createTestOrg(name = 'Test Org') {
  const orgId = `org-${randomUUID().slice(0, 8)}.test`;
  await adminDb.doc(`orgs/${orgId}`).set({ name, domain: orgId });
  const staff = await createTestUser({ role: 'staff', orgId }, orgId);
  return { orgId, staff };
}

export const bearer = (user: { idToken: string }) => ({ Authorization: `Bearer ${user.idToken}` });
