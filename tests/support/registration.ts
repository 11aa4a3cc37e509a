// Registration data as approving an access request creates it: an org and a hashed token.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@shared/contract/collections';
import { docRef } from './admin';
import { authEmulator } from './api';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface Invitation {
  token: string;
  email: string;
  orgId: string;
  orgName: string;
}

/** An org and a registration token for a fresh email at that org's domain; returns the raw token. */
export async function createInvitation(
  options: { email?: string; expiresInMs?: number; usedAt?: Date } = {},
): Promise<Invitation> {
  const orgId = `inv-${randomUUID().slice(0, 8)}.test`;
  const orgName = `Org ${orgId}`;
  const email = options.email ?? `new-${randomUUID().slice(0, 8)}@${orgId}`;
  const token = randomBytes(16).toString('base64url');
  await docRef(collections.orgs, orgId).set({
    name: orgName,
    domain: orgId,
    memberCount: 0,
    ownerCount: 0,
    createdAt: Timestamp.now(),
  });
  await docRef(collections.registrationTokens, sha256(token)).set({
    email,
    orgId,
    orgName,
    orgRole: 'owner',
    requestId: `req-${randomUUID().slice(0, 8)}`,
    createdAt: Timestamp.now(),
    expiresAt: Timestamp.fromMillis(Date.now() + (options.expiresInMs ?? 7 * 24 * 3600_000)),
    usedAt: options.usedAt ? Timestamp.fromDate(options.usedAt) : null,
    usedBy: options.usedAt ? 'someone-else' : null,
  });
  return { token, email, orgId, orgName };
}

/** Creates an account through the Auth emulator's REST API, as the browser SDK's sign-up does. */
export async function signUp(
  email: string,
  password: string,
): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as {
    localId?: string;
    idToken?: string;
    error?: { message: string };
  };
  if (!body.localId || !body.idToken)
    throw new Error(`sign-up failed for ${email}: ${body.error?.message}`);
  return { uid: body.localId, idToken: body.idToken };
}
