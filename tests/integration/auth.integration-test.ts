import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { adminAuth, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { linkIn, waitForMail } from '../support/maildev';
import { createInvitation, sha256, signUp } from '../support/registration';
import { bearer, createTestUser, signIn } from '../support/users';

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${apiBase}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
  };
}
const post = (path: string, body?: unknown, headers?: Record<string, string>) =>
  call('POST', path, body, headers);

/** A registered user: invitation → sign-up → complete-registration. */
async function registered() {
  const invitation = await createInvitation();
  const account = await signUp(invitation.email, 'secret-pass-1');
  const res = await post('/auth/complete-registration', {
    token: invitation.token,
    uid: account.uid,
  });
  expect(res.status).toBe(201);
  return { invitation, account };
}

for (const path of ['/auth/validate-token', '/auth/verify-token']) {
  describe(`POST /api${path}`, () => {
    it('a valid token → 200 {email, existingAccount}', async () => {
      const { token, email } = await createInvitation();
      const res = await post(path, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ email, existingAccount: false });
    });
    it("an unknown token → 404 'Invalid or expired registration token'", async () => {
      const res = await post(path, { token: 'no-such-token' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Invalid or expired registration token' });
    });
    it('an expired token → 404', async () => {
      const { token } = await createInvitation({ expiresInMs: -1000 });
      const res = await post(path, { token });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Invalid or expired registration token');
    });
    it("a used token → 410 'This registration link has already been used'", async () => {
      const { token } = await createInvitation({ usedAt: new Date() });
      const res = await post(path, { token });
      expect(res.status).toBe(410);
      expect(res.body).toEqual({ error: 'This registration link has already been used' });
    });
    it.each([[{}], [{ token: '' }], [{ token: 42 }], [{ token: 'x'.repeat(500) }]])(
      'a bad body %j → 400',
      async (body) => {
        const res = await post(path, body);
        expect(res.status).toBe(400);
        expect(typeof res.body.error).toBe('string');
      },
    );
  });
}

describe('POST /api/auth/complete-registration', () => {
  it('spends the token, sets claims, writes the profile and mails a verification link', async () => {
    const invitation = await createInvitation();
    const account = await signUp(invitation.email, 'secret-pass-1');
    await adminAuth.updateUser(account.uid, { displayName: 'Ada Lovelace' });
    const res = await post('/auth/complete-registration', {
      token: invitation.token,
      uid: account.uid,
    });
    expect(res.status).toBe(201);

    const user = await adminAuth.getUser(account.uid);
    expect(user.customClaims).toEqual({ role: 'staff', orgId: invitation.orgId });
    const profile = (await docRef(collections.users, account.uid).get()).data()!;
    expect(profile).toMatchObject({
      email: invitation.email,
      displayName: 'Ada Lovelace',
      role: 'staff',
      orgId: invitation.orgId,
      emailVerified: false,
    });
    expect(profile.createdAt).toBeInstanceOf(Timestamp);
    const token = (
      await docRef(collections.registrationTokens, sha256(invitation.token)).get()
    ).data()!;
    expect(token.usedAt).toBeInstanceOf(Timestamp);
    expect(token.usedBy).toBe(account.uid);

    const mail = await waitForMail(invitation.email);
    expect(mail.html).toContain('/verify-email/');
    const link = linkIn(mail, /\/verify-email\//);
    const verifyToken = link.split('/verify-email/')[1];
    const verification = (
      await docRef(collections.emailVerifications, sha256(verifyToken)).get()
    ).data()!;
    expect(verification).toMatchObject({ uid: account.uid, email: invitation.email, usedAt: null });
    expect((verification.expiresAt as Timestamp).toMillis()).toBeGreaterThan(Date.now());

    // The refreshed ID token carries the claims.
    const fresh = await signIn(invitation.email, 'secret-pass-1');
    const me = await call('GET', '/auth/me', undefined, bearer({ idToken: fresh }));
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      uid: account.uid,
      role: 'staff',
      orgId: invitation.orgId,
    });
  });

  it("an account whose email differs from the token's → 400, token unspent", async () => {
    const invitation = await createInvitation();
    const account = await signUp(`eve-${randomUUID().slice(0, 6)}@elsewhere.test`, 'secret-pass-1');
    const res = await post('/auth/complete-registration', {
      token: invitation.token,
      uid: account.uid,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Email does not match registration token');
    const token = (
      await docRef(collections.registrationTokens, sha256(invitation.token)).get()
    ).data()!;
    expect(token.usedAt).toBeNull();
    expect((await docRef(collections.users, account.uid).get()).exists).toBe(false);
  });

  it('an account that is already registered → 409; its role, org and the token are untouched', async () => {
    const first = await createInvitation();
    const account = await signUp(first.email, 'secret-pass-1');
    expect(
      (await post('/auth/complete-registration', { token: first.token, uid: account.uid })).status,
    ).toBe(201);
    // A second invitation (another company) for the same email.
    const second = await createInvitation({ email: first.email });
    const res = await post('/auth/complete-registration', {
      token: second.token,
      uid: account.uid,
    });
    expect(res.status).toBe(409);
    expect((await adminAuth.getUser(account.uid)).customClaims).toEqual({
      role: 'staff',
      orgId: first.orgId,
    });
    expect((await docRef(collections.users, account.uid).get()).get('orgId')).toBe(first.orgId);
    const token = (
      await docRef(collections.registrationTokens, sha256(second.token)).get()
    ).data()!;
    expect(token.usedAt).toBeNull();
  });

  it('an unknown uid → 400', async () => {
    const invitation = await createInvitation();
    const res = await post('/auth/complete-registration', {
      token: invitation.token,
      uid: 'no-such-uid',
    });
    expect(res.status).toBe(400);
  });

  it('an unknown or expired token → 404; a used one → 410', async () => {
    const account = await signUp(`x-${randomUUID().slice(0, 6)}@x.test`, 'secret-pass-1');
    expect(
      (await post('/auth/complete-registration', { token: 'nope', uid: account.uid })).status,
    ).toBe(404);
    const expired = await createInvitation({ expiresInMs: -1 });
    expect(
      (await post('/auth/complete-registration', { token: expired.token, uid: account.uid }))
        .status,
    ).toBe(404);
    const used = await createInvitation({ usedAt: new Date() });
    const res = await post('/auth/complete-registration', { token: used.token, uid: account.uid });
    expect(res.status).toBe(410);
    expect(res.body.error).toBe('This registration link has already been used');
  });

  it.each([
    [{}],
    [{ token: 'abc' }],
    [{ uid: 'abc' }],
    [{ token: 'abc', uid: '' }],
    [{ token: 'abc', uid: 7 }],
  ])('a bad body %j → 400', async (body) => {
    const res = await post('/auth/complete-registration', body);
    expect(res.status).toBe(400);
  });

  it("a signed-in caller completing for someone else's uid → 403", async () => {
    const invitation = await createInvitation();
    const account = await signUp(invitation.email, 'secret-pass-1');
    const intruder = await createTestUser();
    const res = await post(
      '/auth/complete-registration',
      { token: invitation.token, uid: account.uid },
      bearer(intruder),
    );
    expect(res.status).toBe(403);
  });
});

describe('POST /api/auth/verify-email', () => {
  async function verificationToken(email: string) {
    const mail = await waitForMail(email);
    return linkIn(mail, /\/verify-email\//).split('/verify-email/')[1];
  }

  it('marks the email verified in Auth and the profile, once', async () => {
    const { invitation, account } = await registered();
    const token = await verificationToken(invitation.email);
    const res = await post('/auth/verify-email', { token });
    expect(res.status).toBe(200);
    expect((await adminAuth.getUser(account.uid)).emailVerified).toBe(true);
    expect((await docRef(collections.users, account.uid).get()).get('emailVerified')).toBe(true);
    const again = await post('/auth/verify-email', { token });
    expect(again.status).toBe(410);
    expect(again.body.error).toBe('This verification link has already been used');
  });

  it('an unknown token → 404 with a message', async () => {
    const res = await post('/auth/verify-email', { token: 'nope' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Invalid or expired verification link');
  });

  it('an expired token → 404', async () => {
    const { account, invitation } = await registered();
    const token = await verificationToken(invitation.email);
    await docRef(collections.emailVerifications, sha256(token)).update({
      expiresAt: Timestamp.fromMillis(Date.now() - 1000),
    });
    expect((await post('/auth/verify-email', { token })).status).toBe(404);
    expect((await adminAuth.getUser(account.uid)).emailVerified).toBe(false);
  });

  it.each([[{}], [{ token: '' }], [{ token: null }]])('a bad body %j → 400', async (body) => {
    expect((await post('/auth/verify-email', body)).status).toBe(400);
  });
});

describe('/api/auth/me', () => {
  it('GET without a bearer token → 401', async () => {
    expect((await call('GET', '/auth/me')).status).toBe(401);
    expect(
      (await call('GET', '/auth/me', undefined, { Authorization: 'Bearer junk' })).status,
    ).toBe(401);
  });

  it('GET → {user} with the profile', async () => {
    const user = await createTestUser({ role: 'staff', orgId: 'acme.test' });
    const res = await call('GET', '/auth/me', undefined, bearer(user));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      uid: user.uid,
      email: user.email,
      role: 'staff',
      orgId: 'acme.test',
    });
  });

  it('GET for an account without a profile → 404', async () => {
    const account = await signUp(`np-${randomUUID().slice(0, 6)}@x.test`, 'secret-pass-1');
    expect((await call('GET', '/auth/me', undefined, bearer(account))).status).toBe(404);
  });

  it('PUT changes the display name (profile and Auth) and answers the new profile', async () => {
    const user = await createTestUser({ role: 'staff', orgId: 'acme.test' });
    const res = await call('PUT', '/auth/me', { displayName: '  Grace Hopper ' }, bearer(user));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      displayName: 'Grace Hopper',
      role: 'staff',
      orgRole: 'member',
    });
    expect((await adminAuth.getUser(user.uid)).displayName).toBe('Grace Hopper');
    const member = await docRef(collections.members, 'acme.test', user.uid).get();
    expect(member.get('displayName')).toBe('Grace Hopper');
  });

  it.each([
    [{}],
    [{ displayName: '   ' }],
    [{ displayName: 'x'.repeat(101) }],
    [{ displayName: 'Ok', role: 'admin' }],
  ])('PUT %j → 400, nothing changes', async (body) => {
    const user = await createTestUser({ role: 'staff', orgId: 'acme.test' });
    const res = await call('PUT', '/auth/me', body, bearer(user));
    expect(res.status).toBe(400);
    const profile = (await docRef(collections.users, user.uid).get()).data()!;
    expect(profile.role).toBe('staff');
    expect(profile.displayName).toBeNull();
  });

  it('PUT without a bearer token → 401', async () => {
    expect((await call('PUT', '/auth/me', { displayName: 'x' })).status).toBe(401);
  });

  it('DELETE removes the profile and the account', async () => {
    const user = await createTestUser({ role: 'staff', orgId: 'acme.test' });
    const res = await call('DELETE', '/auth/me', undefined, bearer(user));
    expect(res.status).toBe(200);
    expect((await docRef(collections.users, user.uid).get()).exists).toBe(false);
    await expect(adminAuth.getUser(user.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('DELETE without a bearer token → 401', async () => {
    expect((await call('DELETE', '/auth/me')).status).toBe(401);
  });
});
