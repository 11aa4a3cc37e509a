// Teams: nobody joins a company by naming its domain; owners invite, change roles and remove;
// membership (not the ID token's claims) decides access at the very next call.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { ACCESS_MESSAGES } from '@shared/messages/access';
import { API_MESSAGES } from '@shared/messages/api';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@shared/messages/auth';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { collections } from '@shared/contract/collections';
import type { RequestOf } from '@shared/contract/endpoint';
import { endpoints } from '@shared/contract/endpoints';
import { adminAuth, collectionRef, docRef } from '../support/admin';
import { clientIp, submit, verifiedCaptcha } from '../support/access';
import { callApi } from '../support/call-api';
import { bodyOf, callEndpoint, refusal } from '../support/endpoint-client';
import { createTestInterview } from '../support/interviews';
import { createInvitation, sha256, signUp } from '../support/registration';
import { waitForMail } from '../support/maildev';
import { inviteAndReadLink } from '../support/team';
import { createTestOrg, createTestUser, signIn } from '../support/users';
import type { TestUser } from '../support/users';

const register = (body: RequestOf<typeof endpoints.register>) =>
  callEndpoint(endpoints.register, { body });
const listAs = (as: TestUser) => callEndpoint(endpoints.listInterviews, { as });
const newAddress = (domain: string) => `t-${randomUUID().slice(0, 8)}@${domain}`;
/** The whole team's documents, to show that a refused call wrote nothing. */
async function teamSnapshot(orgId: string) {
  const [org, members, invitations] = await Promise.all([
    docRef(collections.orgs, orgId).get(),
    collectionRef(collections.members, orgId).get(),
    collectionRef(collections.invitations, orgId).get(),
  ]);
  const docs = [org, ...members.docs, ...invitations.docs];
  return docs.map((d) => `${d.ref.path}@${d.updateTime?.toMillis() ?? 'none'}`).sort();
}
async function signedInAs(email: string, password: string): Promise<TestUser> {
  const idToken = await signIn(email, password);
  const { uid } = await adminAuth.getUserByEmail(email);
  return { uid, email, password, idToken };
}

describe('nobody joins a company by naming its domain', () => {
  it('a request whose email is not at the company website → 400 under the email field', async () => {
    const { orgId } = await createTestOrg('Victim Corp');
    // An address of this test's own: other suites store requests from outsiders in the same database.
    const outsider = newAddress('mallory-consulting.test');
    const ip = clientIp();
    const res = await submit(ip, {
      workDomain: `https://www.${orgId.toUpperCase()}/careers`,
      email: outsider,
      captchaId: await verifiedCaptcha(ip),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(ACCESS_MESSAGES.emailNotAtWorkDomain);
    const stored = await collectionRef(collections.accessRequests)
      .where('email', '==', outsider)
      .get();
    expect(stored.size).toBe(0);
  });
});

describe('POST /api/auth/register (registration helper with a token)', () => {
  it("creates the invitee's account, its membership as owner and the profile; then signs in", async () => {
    const invitation = await createInvitation();
    const res = await register({
      token: invitation.token,
      email: invitation.email,
      password: 'secret-pass-1',
      displayName: 'Ada Lovelace',
    });
    const { uid } = bodyOf(res, 201);
    expect(res.body).toMatchObject({ orgId: invitation.orgId, orgRole: 'owner' });
    const member = (await docRef(collections.members, invitation.orgId, uid).get()).data();
    expect(member).toMatchObject({ uid, email: invitation.email, role: 'owner' });
    expect((await docRef(collections.orgs, invitation.orgId).get()).data()).toMatchObject({
      memberCount: 1,
      ownerCount: 1,
    });
    expect((await adminAuth.getUser(uid)).displayName).toBe('Ada Lovelace');
    const me = await callEndpoint(endpoints.getMe, {
      as: await signedInAs(invitation.email, 'secret-pass-1'),
    });
    expect(bodyOf(me, 200).user).toMatchObject({ orgId: invitation.orgId, orgRole: 'owner' });
  });

  it("replaces an unverified account that someone made with the invitee's address first", async () => {
    const invitation = await createInvitation();
    const squatter = await signUp(invitation.email, 'squatter-pass');
    const res = await register({
      token: invitation.token,
      email: invitation.email,
      password: 'secret-pass-1',
      displayName: 'Ada',
    });
    const { uid } = bodyOf(res, 201);
    expect(uid).not.toBe(squatter.uid);
    await expect(adminAuth.getUser(squatter.uid)).rejects.toThrow();
    await expect(signIn(invitation.email, 'squatter-pass')).rejects.toThrow();
    expect((await signedInAs(invitation.email, 'secret-pass-1')).uid).toBe(uid);
  });

  it('a verified account with that address → 409 and nothing changes', async () => {
    const invitation = await createInvitation();
    const existing = await adminAuth.createUser({
      email: invitation.email,
      password: 'their-pass-1',
      emailVerified: true,
    });
    const res = await register({
      token: invitation.token,
      email: invitation.email,
      password: 'secret-pass-1',
      displayName: 'Ada',
    });
    expect(refusal(res)).toEqual([409, REGISTRATION_MESSAGES.emailInUse]);
    expect((await adminAuth.getUser(existing.uid)).uid).toBe(existing.uid);
    await signIn(invitation.email, 'their-pass-1');
    const token = await docRef(collections.registrationTokens, sha256(invitation.token)).get();
    expect(token.get('usedAt')).toBeNull();
    expect((await collectionRef(collections.members, invitation.orgId).get()).size).toBe(0);
  });

  it('unknown token → 404, used → 410, another address → 400, bad bodies → 400', async () => {
    const invitation = await createInvitation();
    const body = { email: invitation.email, password: 'secret-pass-1', displayName: 'Ada' };
    const unknown = await register({ ...body, token: 'no-such-token' });
    expect(refusal(unknown)).toEqual([404, AUTH_MESSAGES.invalidToken]);
    const used = await createInvitation({ usedAt: new Date() });
    expect((await register({ ...body, email: used.email, token: used.token })).status).toBe(410);
    const other = await register({ ...body, email: 'eve@elsewhere.test', token: invitation.token });
    expect(refusal(other)).toEqual([400, REGISTRATION_MESSAGES.emailMismatch]);
    // Bodies the contract cannot type (or that it types but refuses): sent as they are.
    for (const bad of [
      {},
      { ...body, token: invitation.token, password: '123' },
      { ...body, token: invitation.token, displayName: '  ' },
      { ...body, token: invitation.token, email: 'not-an-email' },
    ]) {
      const res = await callApi('POST', '/auth/register', undefined, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    await expect(adminAuth.getUserByEmail(invitation.email)).rejects.toThrow();
  });
});

describe('owners invite teammates', () => {
  it('an invitation at the domain → mail → register → a member of the org with that role', async () => {
    const { orgId, staff: owner } = await createTestOrg('Invite Corp');
    const email = newAddress(orgId);
    const { token, invitationId } = await inviteAndReadLink(owner, 'Invite Corp', email);
    const invitation = (await docRef(collections.invitations, orgId, invitationId).get()).data();
    expect(invitation).toMatchObject({
      email,
      role: 'member',
      outsideDomain: false,
      invitedByUid: owner.uid,
    });
    expect(JSON.stringify(invitation)).not.toContain(token);
    // The link works for 7 days from when it was sent: the invitation, its registration token and
    // the mail all say so.
    const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;
    const sentAt = (invitation!.sentAt as Timestamp).toMillis();
    expect((invitation!.expiresAt as Timestamp).toMillis() - sentAt).toBe(SEVEN_DAYS_MS);
    const link = (await docRef(collections.registrationTokens, sha256(token)).get()).data()!;
    expect((link.expiresAt as Timestamp).toMillis()).toBe(sentAt + SEVEN_DAYS_MS);
    const mail = await waitForMail(
      email,
      (m) => m.subject === TEAM_MESSAGES.invitationSubject('Invite Corp'),
    );
    expect(mail.text).toContain('The link works once and expires in 7 days.');

    const res = await register({ token, email, password: 'secret-pass-1', displayName: 'Tim' });
    expect(bodyOf(res, 201).orgRole).toBe('member');
    expect((await docRef(collections.invitations, orgId, invitationId).get()).exists).toBe(false);
    const teammate = await signedInAs(email, 'secret-pass-1');
    expect((await listAs(teammate)).status).toBe(200);
  });

  it('outside the domain only with the box ticked, which is recorded', async () => {
    const { orgId, staff: owner } = await createTestOrg('Agency Corp');
    const email = newAddress('agency.test');
    const before = await teamSnapshot(orgId);
    const refused = await callEndpoint(endpoints.inviteTeammate, {
      as: owner,
      body: { email, role: 'member' },
    });
    expect(refusal(refused)).toEqual([400, TEAM_MESSAGES.outsideDomain(orgId)]);
    expect(await teamSnapshot(orgId)).toEqual(before);
    const { invitationId } = await inviteAndReadLink(owner, 'Agency Corp', email, 'member', {
      outsideDomain: true,
    });
    const stored = await docRef(collections.invitations, orgId, invitationId).get();
    expect(stored.get('outsideDomain')).toBe(true);
  });

  it('duplicates, members, bad bodies and non-owners are refused with nothing written', async () => {
    const { orgId, staff: owner } = await createTestOrg('Strict Corp');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    const email = newAddress(orgId);
    await inviteAndReadLink(owner, 'Strict Corp', email);
    const before = await teamSnapshot(orgId);
    const cases: [TestUser, unknown, number, string?][] = [
      [owner, { email, role: 'member' }, 409, TEAM_MESSAGES.alreadyInvited],
      [owner, { email: email.toUpperCase(), role: 'owner' }, 409, TEAM_MESSAGES.alreadyInvited],
      [owner, { email: member.email, role: 'member' }, 409, TEAM_MESSAGES.alreadyMember],
      [owner, { email: 'nope', role: 'member' }, 400, ACCESS_MESSAGES.invalidEmailFormat],
      [owner, { email: newAddress(orgId), role: 'admin' }, 400, TEAM_MESSAGES.roleRequired],
      [owner, { email: newAddress(orgId), role: 'member', orgId: 'x' }, 400],
      [owner, [], 400],
      [member, { email: newAddress(orgId), role: 'member' }, 403, TEAM_MESSAGES.notOwner],
    ];
    for (const [who, body, status, error] of cases) {
      const res = await callApi('POST', '/team/invitations', who, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (error) expect(res.body.error).toBe(error);
    }
    const anonymous = await callEndpoint(endpoints.inviteTeammate, {
      body: { email, role: 'member' },
    });
    expect(anonymous.status).toBe(401);
    expect(await teamSnapshot(orgId)).toEqual(before);
  });

  it('resend: the old link stops working, the new one registers; revoke: the link is dead', async () => {
    const { orgId, staff: owner } = await createTestOrg('Resend Corp');
    const email = newAddress(orgId);
    const first = await inviteAndReadLink(owner, 'Resend Corp', email);
    const resent = await callEndpoint(endpoints.resendInvitation, {
      as: owner,
      params: { id: first.invitationId },
    });
    expect(resent.status).toBe(200);
    const validate = (token: string) => callEndpoint(endpoints.validateToken, { body: { token } });
    expect((await validate(first.token)).status).toBe(404);
    const mails = await collectionRef(collections.mail).where('to', '==', email).get();
    expect(mails.size).toBe(2);

    const other = newAddress(orgId);
    const revoked = await inviteAndReadLink(owner, 'Resend Corp', other);
    expect((await validate(revoked.token)).status).toBe(200);
    const del = await callEndpoint(endpoints.revokeInvitation, {
      as: owner,
      params: { id: revoked.invitationId },
    });
    expect(del.status).toBe(200);
    expect((await validate(revoked.token)).status).toBe(404);
    const late = await register({
      token: revoked.token,
      email: other,
      password: 'secret-pass-1',
      displayName: 'X',
    });
    expect(late.status).toBe(404);
    const again = await callEndpoint(endpoints.revokeInvitation, {
      as: owner,
      params: { id: revoked.invitationId },
    });
    expect(again.status).toBe(404);
  });
});

describe('roles and removal', () => {
  it('an owner promotes and demotes; the last owner is kept; a member cannot promote themselves', async () => {
    const { orgId, staff: owner } = await createTestOrg('Roles Corp');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    const before = await teamSnapshot(orgId);
    const changeRole = (as: TestUser, uid: string, role: 'owner' | 'member') =>
      callEndpoint(endpoints.changeMemberRole, { as, params: { uid }, body: { role } });
    const self = await changeRole(member, member.uid, 'owner');
    expect(refusal(self)).toEqual([403, TEAM_MESSAGES.notOwner]);
    const demoteLast = await changeRole(owner, owner.uid, 'member');
    expect(refusal(demoteLast)).toEqual([409, TEAM_MESSAGES.lastOwner]);
    const removeLast = await callEndpoint(endpoints.removeMember, {
      as: owner,
      params: { uid: owner.uid },
    });
    expect(refusal(removeLast)).toEqual([409, TEAM_MESSAGES.lastOwner]);
    expect(
      (await callApi('PATCH', `/team/members/${member.uid}`, owner, { role: 'boss' })).status,
    ).toBe(400);
    expect(await teamSnapshot(orgId)).toEqual(before);

    const promote = await changeRole(owner, member.uid, 'owner');
    expect(promote.status).toBe(200);
    expect((await docRef(collections.orgs, orgId).get()).get('ownerCount')).toBe(2);
    // Now the first owner may step down.
    expect((await changeRole(owner, owner.uid, 'member')).status).toBe(200);
    expect((await docRef(collections.members, orgId, owner.uid).get()).get('role')).toBe('member');
  });

  it("another org's member ids are 404 and untouched", async () => {
    const a = await createTestOrg('A Corp');
    const b = await createTestOrg('B Corp');
    const bMember = await createTestUser({ role: 'staff', orgId: b.orgId }, b.orgId);
    const before = await teamSnapshot(b.orgId);
    const params = { uid: bMember.uid };
    expect((await callEndpoint(endpoints.removeMember, { as: a.staff, params })).status).toBe(404);
    const promote = await callEndpoint(endpoints.changeMemberRole, {
      as: a.staff,
      params,
      body: { role: 'owner' },
    });
    expect(promote.status).toBe(404);
    expect(await teamSnapshot(b.orgId)).toEqual(before);
  });

  it('membership, not the claims, decides: a token still naming the org is refused once the membership is gone', async () => {
    const { orgId } = await createTestOrg('Claims Corp');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    expect((await listAs(member)).status).toBe(200);
    await docRef(collections.members, orgId, member.uid).delete();
    expect(refusal(await listAs(member))).toEqual([403, API_MESSAGES.forbidden]);
  });

  it('removal: claims cleared, refresh tokens revoked, the old session and a new one refused', async () => {
    const { orgId, staff: owner } = await createTestOrg('Remove Corp');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    const interview = await createTestInterview({ orgId });
    expect((await listAs(member)).status).toBe(200);

    // The literal path, independent of the contract: the oracle for the endpoints' paths.
    const res = await callApi('DELETE', `/team/members/${member.uid}`, owner);
    expect(res.status).toBe(200);
    // The old session is refused: by the membership (403), or on the emulator, whose admin SDK
    // checks revocation on every token, as revoked (401) — unless it was issued in the same second
    // as the revocation, which counts in whole seconds.
    for (const answer of [
      await listAs(member),
      await callEndpoint(endpoints.cancelInterview, { as: member, params: { id: interview.id } }),
    ])
      expect([401, 403]).toContain(answer.status);
    const fresh = await signedInAs(member.email, member.password);
    expect(refusal(await listAs(fresh))).toEqual([403, API_MESSAGES.forbidden]);
    const user = await adminAuth.getUser(member.uid);
    expect(user.customClaims ?? {}).toEqual({});
    expect(Date.parse(user.tokensValidAfterTime!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await docRef(collections.orgs, orgId).get()).data()).toMatchObject({ memberCount: 1 });
    expect((await docRef(collections.users, member.uid).get()).data()).toMatchObject({
      orgId: null,
      role: null,
    });
    const twice = await callEndpoint(endpoints.removeMember, {
      as: owner,
      params: { uid: member.uid },
    });
    expect(twice.status).toBe(404);
  });
});
