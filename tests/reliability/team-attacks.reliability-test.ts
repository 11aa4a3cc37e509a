// Team attacks: what a rogue or removed teammate could still do after losing their place, what a
// lost answer left undone, and what an invitation's id gave away.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
// The test admin app first: the functions code below reuses it as the default app.
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@shared/messages/auth';
import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import { TEAM_MESSAGES } from '@shared/messages/team';
import { adminAuth, adminDb, collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { callApi } from '../support/call-api';
import { consentTo } from '../support/candidate';
import { bodyOf, callEndpoint, refusal } from '../support/endpoint-client';
import { createTestInterviews } from '../support/interviews';
import { linkIn, waitForMail } from '../support/maildev';
import { inviteAndReadLink } from '../support/team';
import { createTestOrg, createTestUser, signIn } from '../support/users';
import type { TestUser } from '../support/users';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const register = (token: string, email: string) =>
  callEndpoint(endpoints.register, {
    body: { token, email, password: 'secret-pass-1', displayName: 'Invitee' },
  });
const removeMember = (owner: TestUser, uid: string) =>
  callEndpoint(endpoints.removeMember, { as: owner, params: { uid } });
const validateToken = (token: string) => callEndpoint(endpoints.validateToken, { body: { token } });
const listInterviews = (as: TestUser) => callEndpoint(endpoints.listInterviews, { as });
async function signedInAs(user: TestUser): Promise<TestUser> {
  return { ...user, idToken: await signIn(user.email, user.password) };
}
const session = (sessionId: string) =>
  fetch(`${apiBase}/api/public/interviews/${sessionId}/questions`).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as unknown,
  }));
/** Polls `check` until it holds; the milliseconds it took. */
async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return Date.now() - start;
}

describe("team attack: an owner's invitations end with their ownership", () => {
  it('removal, demotion and account deletion void the invitations the owner sent, in the same change', async () => {
    const figures: string[] = [];
    for (const how of ['removed', 'demoted', 'deleted'] as const) {
      const { orgId, staff: owner } = await createTestOrg('Rogue Corp');
      const rogue = await createTestUser({ role: 'staff', orgId, orgRole: 'owner' }, orgId);
      const accomplice = `ally-${randomUUID().slice(0, 8)}@elsewhere.test`;
      const { token } = await inviteAndReadLink(rogue, 'Rogue Corp', accomplice, 'owner', {
        outsideDomain: true,
      });
      const ended =
        how === 'removed'
          ? await removeMember(owner, rogue.uid)
          : how === 'demoted'
            ? await callEndpoint(endpoints.changeMemberRole, {
                as: owner,
                params: { uid: rogue.uid },
                body: { role: 'member' },
              })
            : await callEndpoint(endpoints.deleteMe, { as: rogue });
      expect(ended.status, JSON.stringify(ended.body)).toBe(200);
      const left = await collectionRef(collections.invitations, orgId)
        .where('invitedByUid', '==', rogue.uid)
        .get();
      expect(left.size).toBe(0);
      const res = await register(token, accomplice);
      expect(refusal(res)).toEqual([410, AUTH_MESSAGES.inviterNoLongerOwner]);
      const joined = await collectionRef(collections.members, orgId)
        .where('email', '==', accomplice)
        .get();
      expect(joined.size).toBe(0);
      figures.push(`${how}: ${left.size} invitations left, registration ${res.status}`);
    }
    console.log(`void invitations: ${figures.join('; ')}`);
  });

  it('registration checks the inviter is still an owner, whatever voiding missed', async () => {
    const { orgId, staff: owner } = await createTestOrg('Backstop Corp');
    const rogue = await createTestUser({ role: 'staff', orgId, orgRole: 'owner' }, orgId);
    const accomplice = `ally-${randomUUID().slice(0, 8)}@elsewhere.test`;
    const { token } = await inviteAndReadLink(rogue, 'Backstop Corp', accomplice, 'owner', {
      outsideDomain: true,
    });
    // The rogue's ownership ends behind the API's back: their invitation is still stored.
    const batch = adminDb.batch();
    batch.update(docRef(collections.members, orgId, rogue.uid), { role: 'member' });
    batch.update(docRef(collections.orgs, orgId), { ownerCount: FieldValue.increment(-1) });
    await batch.commit();
    const res = await register(token, accomplice);
    expect(refusal(res)).toEqual([410, AUTH_MESSAGES.inviterNoLongerOwner]);
    await expect(adminAuth.getUserByEmail(accomplice)).rejects.toThrow();
    // The owner's own invitations still work.
    const teammate = `t-${randomUUID().slice(0, 8)}@${orgId}`;
    const ok = await inviteAndReadLink(owner, 'Backstop Corp', teammate);
    expect((await register(ok.token, teammate)).status).toBe(201);
    console.log(`inviter check at registration: demoted inviter → ${res.status}, owner → 201`);
  });
});

describe('team attack: a removal whose answer was lost', () => {
  it("still revokes the member's claims and sessions; a retry answers 404 every time", async () => {
    const { orgId, staff: owner } = await createTestOrg('Lost Answer Corp');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    const before = Date.now();
    // Exactly what the removal's batch commits; the revocation after it never ran (a 500).
    const batch = adminDb.batch();
    batch.delete(docRef(collections.members, orgId, member.uid));
    batch.update(docRef(collections.orgs, orgId), { memberCount: FieldValue.increment(-1) });
    batch.update(docRef(collections.users, member.uid), { orgId: null, role: null });
    await batch.commit();
    for (let retry = 0; retry < 2; retry++) {
      // The literal path, independent of the contract: the oracle for the endpoints' paths.
      const res = await callApi('DELETE', `/team/members/${member.uid}`, owner);
      expect([res.status, res.body.error]).toEqual([404, TEAM_MESSAGES.memberNotFound]);
    }
    const took = await within(20_000, async () => {
      const user = await adminAuth.getUser(member.uid);
      return (
        Object.keys(user.customClaims ?? {}).length === 0 &&
        Date.parse(user.tokensValidAfterTime!) >= Math.floor(before / 1000) * 1000
      );
    });
    console.log(`lost removal answer: claims cleared and refresh tokens revoked ${took} ms after`);
  });
});

describe('team attack: removed members can be invited again', () => {
  it('an existing account joins by signing in and accepting; one team per account', async () => {
    const { orgId, staff: owner } = await createTestOrg('Return Corp');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    expect((await removeMember(owner, member.uid)).status).toBe(200);
    const { token } = await inviteAndReadLink(owner, 'Return Corp', member.email);
    const link = await validateToken(token);
    expect(link.body).toEqual({ email: member.email, existingAccount: true });
    // A second account for the address is still refused, in the registration screen's words.
    const second = await register(token, member.email);
    expect(refusal(second)).toEqual([409, REGISTRATION_MESSAGES.emailInUse]);
    const accept = (as: TestUser | undefined, t = token) =>
      callEndpoint(endpoints.acceptInvitation, { as, body: { token: t } });
    expect((await accept(undefined)).status).toBe(401);
    const wrong = await accept(owner);
    expect(refusal(wrong)).toEqual([400, REGISTRATION_MESSAGES.emailMismatch]);

    const back = await signedInAs(member);
    const accepted = await accept(back);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body).toMatchObject({ uid: member.uid, orgId, orgRole: 'member' });
    const refreshed = await signedInAs(member);
    expect((await listInterviews(refreshed)).status).toBe(200);
    expect((await docRef(collections.orgs, orgId).get()).get('memberCount')).toBe(2);
    expect((await accept(refreshed)).status).toBe(410);

    // A member of one team cannot join a second one.
    const other = await createTestOrg('Second Corp');
    const second2 = await inviteAndReadLink(other.staff, 'Second Corp', member.email, 'member', {
      outsideDomain: true,
    });
    const refused = await accept(refreshed, second2.token);
    expect(refusal(refused)).toEqual([409, AUTH_MESSAGES.memberOfAnotherTeam]);
    expect((await collectionRef(collections.members, other.orgId).get()).size).toBe(1);
    const unspent = await validateToken(second2.token);
    expect(unspent.status).toBe(200);

    // An account in no team (never in one) joins the same way.
    const loner = await createTestUser({}, other.orgId);
    const third = await inviteAndReadLink(other.staff, 'Second Corp', loner.email);
    const joined = await accept(loner, third.token);
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    console.log(
      `re-invite: removed member accepted → ${accepted.status}, member of another team → ${refused.status}, account in no team → ${joined.status}`,
    );
  });
});

describe('team attack: invitation ids', () => {
  it('are keyed: no hash of the address names one; a pending invitation from before still registers', async () => {
    const { orgId, staff: owner } = await createTestOrg('Keyed Corp');
    const email = `k-${randomUUID().slice(0, 8)}@${orgId}`;
    const { invitationId } = await inviteAndReadLink(owner, 'Keyed Corp', email);
    const guesses = [email, email.toUpperCase(), `${orgId}:${email}`, `${orgId}/${email}`].map(
      sha256,
    );
    expect(guesses).not.toContain(invitationId);
    expect((await docRef(collections.invitations, orgId, sha256(email)).get()).exists).toBe(false);
    const invite = (invitee: string) =>
      callEndpoint(endpoints.inviteTeammate, {
        as: owner,
        body: { email: invitee, role: 'member' },
      });
    expect(refusal(await invite(email))).toEqual([409, TEAM_MESSAGES.alreadyInvited]);

    // An invitation stored before, under the address's plain hash, with its pending link.
    const legacyEmail = `l-${randomUUID().slice(0, 8)}@${orgId}`;
    const legacyId = sha256(legacyEmail);
    const legacyToken = randomBytes(16).toString('base64url');
    const now = Timestamp.now();
    const expiresAt = Timestamp.fromMillis(Date.now() + 7 * 24 * 3600_000);
    await docRef(collections.invitations, orgId, legacyId).set({
      email: legacyEmail,
      role: 'member',
      outsideDomain: false,
      sendId: 'legacy-send',
      sentAt: now,
      expiresAt,
      invitedByUid: owner.uid,
      invitedByName: owner.email,
    });
    await docRef(collections.registrationTokens, sha256(legacyToken)).set({
      email: legacyEmail,
      orgId,
      orgName: 'Keyed Corp',
      orgRole: 'member',
      invitationId: legacyId,
      sendId: 'legacy-send',
      invitedByName: owner.email,
      requestId: null,
      createdAt: now,
      expiresAt,
      usedAt: null,
      usedBy: null,
    });
    expect(refusal(await invite(legacyEmail))).toEqual([409, TEAM_MESSAGES.alreadyInvited]);
    const res = await register(legacyToken, legacyEmail);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    console.log(
      `invitation ids: ${guesses.length} hashes of the address tried, none matched; legacy link → ${res.status}`,
    );
  });
});

describe("team attack: a removed member's candidate links", () => {
  it('rotate for interviews not yet started: the old link is dead at once, the candidate is mailed the new one', async () => {
    const orgName = 'Rotate Corp';
    const { orgId, staff: owner } = await createTestOrg(orgName);
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    // More than one page of the work (100 interviews a batch).
    const waiting = await createTestInterviews(
      orgId,
      Array.from({ length: 105 }, (_, i) => ({
        orgName,
        candidateEmail: `c${i}-${randomUUID().slice(0, 6)}@example.test`,
      })),
    );
    const [inProgress, completed, cancelled] = await createTestInterviews(orgId, [
      { orgName },
      { orgName, status: 'completed' },
      { orgName, status: 'cancelled' },
    ]);
    await consentTo(inProgress.sessionId);
    const seen = await listInterviews(member);
    expect(bodyOf(seen, 200).interviews.length).toBe(108);

    const before = Timestamp.now();
    const removal = await removeMember(owner, member.uid);
    expect(removal.status).toBe(200);
    const unknown = await session(randomBytes(16).toString('base64url'));
    expect(unknown.status).toBe(404);
    // Ten links asked at a time: each answer is checked the same, in a fraction of the time.
    let dead = 0;
    for (let i = 0; i < waiting.length; i += 10) {
      for (const old of await Promise.all(
        waiting.slice(i, i + 10).map((iv) => session(iv.sessionId)),
      )) {
        expect(old).toEqual(unknown);
        dead++;
      }
    }
    // Already under way: the candidate keeps their link (replacing it would cut them off).
    expect((await session(inProgress.sessionId)).status).toBe(200);
    const stored = (id: string) => docRef(collections.interviews, id).get();
    for (const iv of [completed, cancelled])
      expect((await stored(iv.id)).get('sessionId')).toBe(iv.sessionId);

    // Staff see the current link; it opens the interview.
    const list = await listInterviews(owner);
    const byId = new Map(bodyOf(list, 200).interviews.map((i) => [i.id, i.sessionId]));
    const first = waiting[0];
    const fresh = byId.get(first.id)!;
    expect(fresh).not.toBe(first.sessionId);
    expect((await session(fresh)).status).toBe(200);

    // The candidate's mail carries the new link and says the earlier one was replaced.
    const candidate = (await stored(first.id)).get('candidateEmail') as string;
    // 105 mails queue behind one another in the emulator's trigger: the first may be sent last.
    const mail = await waitForMail(
      candidate,
      (m) => m.subject === INTERVIEW_MESSAGES.linkReplacedSubject(orgName),
      90_000,
    );
    expect(linkIn(mail, new RegExp(`/${fresh}`))).toContain(fresh);
    expect(mail.text).toContain(INTERVIEW_MESSAGES.linkReplacedText);

    // Running the work again (a retried trigger) changes nothing and mails nobody twice.
    const { rotateSessionLinks } =
      await import('../../functions/src/features/team/session-rotation');
    expect(await rotateSessionLinks(orgId, before)).toBe(0);
    await new Promise((r) => setTimeout(r, 3000));
    const mails = await collectionRef(collections.mail)
      .where('message.subject', '==', INTERVIEW_MESSAGES.linkReplacedSubject(orgName))
      .get();
    const perCandidate = new Map<string, number>();
    for (const m of mails.docs)
      perCandidate.set(m.get('to') as string, (perCandidate.get(m.get('to') as string) ?? 0) + 1);
    expect(perCandidate.size).toBe(105);
    expect(Math.max(...perCandidate.values())).toBe(1);
    console.log(
      `link rotation: ${dead} of 105 scheduled links dead at once, 1 in progress kept, ${perCandidate.size} candidates mailed once each`,
    );
  }, 240_000);

  it('an interview stored against the contract is left (its link refused anyway); the others rotate', async () => {
    const orgName = 'Rotate Broken Corp';
    const { orgId } = await createTestOrg(orgName);
    const [broken, good] = await createTestInterviews(orgId, [{ orgName }, { orgName }]);
    // Written around the contract (no converter), as a faulty migration or console edit would.
    await adminDb.doc(collections.interviews.doc(broken.id)).update({ questions: 'q1' });
    const { rotateSessionLinks } =
      await import('../../functions/src/features/team/session-rotation');
    try {
      expect(await rotateSessionLinks(orgId, Timestamp.now())).toBe(1);
      const sessionIdOf = async (id: string) =>
        (await adminDb.doc(collections.interviews.doc(id)).get()).get('sessionId') as string;
      expect(await sessionIdOf(good.id)).not.toBe(good.sessionId);
      expect(await sessionIdOf(broken.id)).toBe(broken.sessionId);
    } finally {
      await adminDb.doc(collections.interviews.doc(broken.id)).delete();
    }
  });
});
