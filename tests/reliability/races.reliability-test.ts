// Races: each racing state change 20 times in parallel resolves to exactly one
// outcome (one account, one decision, one cancel, one pending request, exact counters). These are
// the only tests of these races: the integration files keep the one-at-a-time behaviour.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ACCESS_MESSAGES } from '@shared/messages/access';
// The test admin app first: the functions code below reuses it as the default app.
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { adminAuth, collectionRef, docRef } from '../support/admin';
import {
  clientIp,
  company,
  confirm,
  confirmationToken,
  pendingRequest,
  submit,
  verifiedCaptcha,
} from '../support/access';
import { consentTo } from '../support/candidate';
import {
  createTestInterview,
  interviewCounters,
  scheduleBody,
  waitForCounters,
} from '../support/interviews';
import { createInvitation, signUp } from '../support/registration';
import { bodyOf, callEndpoint, refusal } from '../support/endpoint-client';
import { inviteAndReadLink } from '../support/team';
import { createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';
import { applyInterviewWrite } from '../../functions/src/features/interviews/counters';

const N = 20;
const times = <T>(n: number, make: (i: number) => T) =>
  Array.from({ length: n }, (_, i) => make(i));

/** Statuses tallied, e.g. { 201: 1, 410: 19 }: a failure shows every answer, not one count. */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

// The functions emulator serves each concurrent request in a worker process of its own: warm 20
// of them first, so the races below measure the races, not 20 cold starts at once on a small
// machine (which can run into the emulator's request timeout).
beforeAll(async () => {
  await Promise.all(times(N, () => callEndpoint(endpoints.health)));
});

describe('one registration token, 20 parallel complete-registration calls', () => {
  it('exactly one account (Auth + users doc, one verification, one mail); 19 × 410', async () => {
    const invitation = await createInvitation();
    const account = await signUp(invitation.email, 'secret-pass-1');
    const body = { token: invitation.token, uid: account.uid };
    const results = await Promise.all(
      times(N, () => callEndpoint(endpoints.completeRegistration, { body })),
    );
    const statuses = results.map((r) => r.status);
    expect(tally(statuses)).toEqual({ 201: 1, 410: N - 1 });
    for (const r of results.filter((x) => x.status === 410))
      expect(refusal(r)).toEqual([410, 'This registration link has already been used']);

    const profiles = await collectionRef(collections.users)
      .where('email', '==', invitation.email)
      .get();
    expect(profiles.docs.map((d) => d.id)).toEqual([account.uid]);
    expect(profiles.docs[0].get('orgId')).toBe(invitation.orgId);
    const authUser = await adminAuth.getUserByEmail(invitation.email);
    expect(authUser.uid).toBe(account.uid);
    expect(authUser.customClaims).toEqual({ role: 'staff', orgId: invitation.orgId });
    const verifications = await collectionRef(collections.emailVerifications)
      .where('uid', '==', account.uid)
      .get();
    expect(verifications.size).toBe(1);
    expect(
      (await collectionRef(collections.mail).where('to', '==', invitation.email).get()).size,
    ).toBe(1);
  });

  it('a second sign-up with the invited email cannot make a second account', async () => {
    const invitation = await createInvitation();
    const results = await Promise.allSettled(
      times(5, () => signUp(invitation.email, 'secret-pass-1')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('20 parallel decisions on one access request', () => {
  let admin: TestUser;
  /** Mails to the requester after the confirmation link they were sent on submitting. */
  const decisionMails = async (email: string) =>
    (await collectionRef(collections.mail).where('to', '==', email).get()).docs.filter(
      (m) => m.data().message.subject !== ACCESS_MESSAGES.confirmationSubject,
    ).length;
  const decide = (id: string, i: number) =>
    i % 2 === 0
      ? callEndpoint(endpoints.approveAccessRequest, { as: admin, params: { id } })
      : callEndpoint(endpoints.rejectAccessRequest, {
          as: admin,
          params: { id },
          body: { reason: `Race ${i}` },
        });

  it('approves and rejects mixed: one decision, one token or none, one mail; 19 × 409', async () => {
    admin = await createTestUser({ role: 'admin' });
    const { id, email } = await pendingRequest();
    const results = await Promise.all(times(N, (i) => decide(id, i)));
    const statuses = results.map((r) => r.status);
    // On failure, say what the others got.
    expect(
      statuses.filter((s) => s !== 200 && s !== 409),
      JSON.stringify(results.map((r) => [r.status, r.body])),
    ).toEqual([]);
    expect(tally(statuses)).toEqual({ 200: 1, 409: N - 1 });
    for (const r of results.filter((x) => x.status === 409))
      expect(refusal(r)).toEqual([409, ADMIN_MESSAGES.notPending]);

    const winner = results.find((r) => r.status === 200);
    if (!winner?.ok) throw new Error('no decision answered 200');
    const request = (await docRef(collections.accessRequests, id).get()).data()!;
    expect(request.status).toBe(winner.body.status);
    const tokens = await collectionRef(collections.registrationTokens)
      .where('requestId', '==', id)
      .get();
    expect(tokens.size).toBe(request.status === 'approved' ? 1 : 0);
    expect(await decisionMails(email)).toBe(1);
  });

  it('20 approvals: one token, one invitation', async () => {
    admin ??= await createTestUser({ role: 'admin' });
    const { id, email } = await pendingRequest();
    const results = await Promise.all(
      times(N, () => callEndpoint(endpoints.approveAccessRequest, { as: admin, params: { id } })),
    );
    const statuses = results.map((r) => r.status);
    expect(tally(statuses)).toEqual({ 200: 1, 409: N - 1 });
    expect(
      (await collectionRef(collections.registrationTokens).where('requestId', '==', id).get()).size,
    ).toBe(1);
    expect(await decisionMails(email)).toBe(1);
  });
});

describe('20 parallel access requests from one email', () => {
  it('all stored unconfirmed; 20 parallel confirmations: one pending, 19 × 409 already pending', async () => {
    const { domain, email } = company();
    // Twenty browsers (each its own client address and verified captcha) submit at once: an
    // unconfirmed request blocks nobody, so each is stored and mailed a link of its own.
    const clients = await Promise.all(
      times(N, async () => {
        const ip = clientIp();
        return { ip, captchaId: await verifiedCaptcha(ip) };
      }),
    );
    const responses = await Promise.all(
      clients.map(({ ip, captchaId }) => submit(ip, { workDomain: domain, email, captchaId })),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ 201: N });
    const ids = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { id: string }).id),
    );
    const tokens = await Promise.all(ids.map((id) => confirmationToken(id, email)));

    const confirmations = await Promise.all(tokens.map((token) => confirm(clientIp(), token)));
    expect(tally(confirmations.map((r) => r.status))).toEqual({ 200: 1, 409: N - 1 });
    for (const r of confirmations.filter((x) => x.status === 409))
      expect(((await r.json()) as { error: string }).error).toBe(
        ACCESS_MESSAGES.alreadyPendingServer,
      );
    const stored = await collectionRef(collections.accessRequests)
      .where('email', '==', email)
      .get();
    expect(stored.size).toBe(N);
    expect(stored.docs.filter((d) => d.get('status') === 'pending')).toHaveLength(1);
  });
});

describe('20 parallel cancels of one interview', () => {
  it('one 200, 19 × 409, one cancellation mail', async () => {
    const org = await createTestOrg('Cancel Race');
    const created = await callEndpoint(endpoints.scheduleInterview, {
      as: org.staff,
      body: scheduleBody(),
    });
    const { id } = bodyOf(created, 201).interview;
    const results = await Promise.all(
      times(N, () => callEndpoint(endpoints.cancelInterview, { as: org.staff, params: { id } })),
    );
    const statuses = results.map((r) => r.status);
    expect(tally(statuses)).toEqual({ 200: 1, 409: N - 1 });
    const doc = (await docRef(collections.interviews, id).get()).data()!;
    expect(doc.status).toBe('cancelled');
    const mails = await collectionRef(collections.mail).where('to', '==', doc.candidateEmail).get();
    const cancellations = mails.docs.filter((m) =>
      String(m.get('message.subject')).includes('cancelled'),
    );
    expect(cancellations).toHaveLength(1);
  });
});

describe('20 parallel candidate feedback sends for one interview', () => {
  it('one 200, 19 × 409, one mail to the candidate', async () => {
    const org = await createTestOrg('Feedback Race');
    const interview = await createTestInterview({ orgId: org.orgId, status: 'completed' });
    const onInterview = { as: org.staff, params: { id: interview.id } };
    const decided = await callEndpoint(endpoints.saveReview, {
      ...onInterview,
      body: { decision: 'advance' },
    });
    expect(decided.status).toBe(200);
    const results = await Promise.all(
      times(N, (i) =>
        callEndpoint(endpoints.sendCandidateFeedback, {
          ...onInterview,
          body: { message: `Thank you (${i})` },
        }),
      ),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 200: 1, 409: N - 1 });
    const doc = (await docRef(collections.interviews, interview.id).get()).data()!;
    expect(doc.candidateFeedback?.sentBy).toBe(org.staff.uid);
    const mails = await collectionRef(collections.mail)
      .where('about', 'array-contains', `interview:${interview.id}`)
      .get();
    expect(mails.docs.map((m) => m.get('to'))).toEqual([doc.candidateEmail]);
  });
});

describe('20 parallel completes of one interview (candidate)', () => {
  it('one 200, 19 × 409; completed once, counted once', async () => {
    const interview = await createTestInterview();
    await waitForCounters(interview.orgId, { total: 1, scheduled: 1 });
    const results = await Promise.all(
      times(N, () =>
        callEndpoint(endpoints.completeInterview, {
          params: { sessionId: interview.sessionId },
          body: { questionHistory: [] },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(tally(statuses)).toEqual({ 200: 1, 409: N - 1 });
    const doc = (await docRef(collections.interviews, interview.id).get()).data()!;
    expect(doc.status).toBe('completed');
    expect(doc.completedAt).toBeDefined();
    await waitForCounters(interview.orgId, { total: 1, scheduled: 0, completed: 1 });
  });
});

describe('parallel retakes of one question (candidate, two tabs)', () => {
  const question = (retakes: number) => ({
    id: 'r1',
    text: 'Retake me?',
    thinkTimeSec: 0,
    answerLimitSec: 120,
    retakes,
    answerMode: 'either' as const,
  });
  const retakeAll = async (n: number, retakes: number) => {
    const interview = await createTestInterview({ questions: [question(retakes)] });
    await consentTo(interview.sessionId);
    const onQuestion = { params: { sessionId: interview.sessionId, questionId: 'r1' } };
    expect((await callEndpoint(endpoints.openQuestion, onQuestion)).status).toBe(200);
    const results = await Promise.all(
      times(n, () => callEndpoint(endpoints.retakeAnswer, onQuestion)),
    );
    const attempt = (await docRef(collections.attempts, interview.id, 'r1').get()).data()!;
    return { results, attempt };
  };

  it(`${N} at once with one retake allowed: one 200, ${N - 1} × 409; one retake used`, async () => {
    const { results, attempt } = await retakeAll(N, 1);
    expect(tally(results.map((r) => r.status))).toEqual({ 200: 1, 409: N - 1 });
    expect(attempt).toMatchObject({ take: 2, retakesUsed: 1 });
    expect(results.find((r) => r.status === 200)!.body).toMatchObject({
      attempt: { take: 2, takeId: attempt.takeId },
    });
  });

  it('two at once with retakes to spare: every retake that answers 200 is counted', async () => {
    const { results, attempt } = await retakeAll(2, 3);
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const won = results.filter((r) => r.status === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    // Never two takes counted as one: each winner made its own take, and all are counted.
    expect(attempt).toMatchObject({ take: 1 + won.length, retakesUsed: won.length });
    expect(new Set(won.map((r) => bodyOf(r, 200).attempt.takeId)).size).toBe(won.length);
  });
});

// ---- counters (orgs/{orgId}/stats/interviews, kept by the countInterviews trigger) ----

describe('concurrent creates and cancels keep the counters exact', () => {
  it('20 creates at once, then 10 cancels (each raced by a duplicate) and 4 completions at once', async () => {
    const org = await createTestOrg('Counted');
    const date = new Date(Date.now() + 86_400_000).toISOString();
    const created = await Promise.all(
      times(N, async (i) => {
        const res = await callEndpoint(endpoints.scheduleInterview, {
          as: org.staff,
          body: {
            candidateName: `C${i}`,
            candidateEmail: `c${i}-${randomUUID().slice(0, 6)}@example-corp.test`,
            type: 'technical',
            level: 'mid',
            scheduledTime: date.slice(0, 16),
            date,
          },
        });
        return bodyOf(res, 201).interview.id;
      }),
    );
    await waitForCounters(org.orgId, { total: N, scheduled: N, completed: 0, cancelled: 0 });

    await Promise.all([
      ...created
        .slice(0, 10)
        .flatMap((id) =>
          [1, 2].map(() =>
            callEndpoint(endpoints.cancelInterview, { as: org.staff, params: { id } }),
          ),
        ),
      ...created
        .slice(10, 14)
        .map((id) => docRef(collections.interviews, id).update({ status: 'completed' })),
    ]);
    await waitForCounters(org.orgId, { total: N, scheduled: 6, completed: 4, cancelled: 10 });

    await docRef(collections.interviews, created[N - 1]).delete();
    await waitForCounters(org.orgId, { total: N - 1, scheduled: 5, completed: 4, cancelled: 10 });
  });

  it('the counter update stays exact under 40 concurrent events, redelivered duplicates included', async () => {
    const orgId = `org-${randomUUID().slice(0, 8)}.test`;
    const events = times(30, () => randomUUID());
    await Promise.all([
      ...events.map((id) => applyInterviewWrite(id, undefined, { orgId, status: 'scheduled' })),
      ...events
        .slice(0, 10)
        .map((id) => applyInterviewWrite(id, undefined, { orgId, status: 'scheduled' })),
    ]);
    expect(await interviewCounters(orgId)).toEqual({
      total: 30,
      scheduled: 30,
      completed: 0,
      cancelled: 0,
    });
  });
});

describe('teams: one invitation accepted 20 times at once, one member removed 20 times at once', () => {
  it('20 parallel registrations from one invitation link → one account and one member', async () => {
    const { orgId, staff: owner } = await createTestOrg('Race Team');
    const email = `racer-${randomUUID().slice(0, 6)}@${orgId}`;
    const { token } = await inviteAndReadLink(owner, 'Race Team', email);
    const body = { token, email, password: 'secret-pass-1', displayName: 'Racer' };
    const results = await Promise.all(times(N, () => callEndpoint(endpoints.register, { body })));
    const statuses = tally(results.map((r) => r.status));
    const seen = JSON.stringify(results.map(refusal));
    expect(statuses[201], seen).toBe(1);
    // The rest wait for the one in progress (409) or find the link spent (410).
    expect((statuses[409] ?? 0) + (statuses[410] ?? 0), seen).toBe(N - 1);
    const members = await collectionRef(collections.members, orgId)
      .where('email', '==', email)
      .get();
    expect(members.size).toBe(1);
    const winner = bodyOf(
      results.find((r) => r.status === 201)!,
      201,
    );
    expect(members.docs[0].id).toBe(winner.uid);
    expect((await adminAuth.getUserByEmail(email)).uid).toBe(winner.uid);
    expect((await docRef(collections.orgs, orgId).get()).get('memberCount')).toBe(2);
  });

  it('20 parallel removals of one member → one 200, 19 × 404, counted once', async () => {
    const { orgId, staff: owner } = await createTestOrg('Race Removal');
    const member = await createTestUser({ role: 'staff', orgId }, orgId);
    const results = await Promise.all(
      times(N, () =>
        callEndpoint(endpoints.removeMember, { as: owner, params: { uid: member.uid } }),
      ),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 200: 1, 404: N - 1 });
    expect((await docRef(collections.members, orgId, member.uid).get()).exists).toBe(false);
    expect((await docRef(collections.orgs, orgId).get()).data()).toMatchObject({
      memberCount: 1,
      ownerCount: 1,
    });
  });

  it('two owners demoting each other at once: one stays owner', async () => {
    const { orgId, staff: first } = await createTestOrg('Race Owners');
    const second = await createTestUser({ role: 'staff', orgId, orgRole: 'owner' }, orgId);
    const demote = (as: TestUser, uid: string) =>
      callEndpoint(endpoints.changeMemberRole, { as, params: { uid }, body: { role: 'member' } });
    const results = await Promise.all([demote(first, second.uid), demote(second, first.uid)]);
    const owners = await collectionRef(collections.members, orgId)
      .where('role', '==', 'owner')
      .get();
    expect(owners.size).toBe(1);
    expect((await docRef(collections.orgs, orgId).get()).get('ownerCount')).toBe(1);
    // The loser is refused: as no longer an owner (403) if the winner committed before its
    // membership was read, else as the last owner's demotion (409).
    const [winner, loser] = results.map((r) => r.status).sort();
    expect(winner).toBe(200);
    expect([403, 409]).toContain(loser);
  });
});

describe('question sets: edits racing an archive of the same set', () => {
  it('an edit either lands before the archive or is refused (409); none lands on the archived set', async () => {
    const { orgId, staff: archiver } = await createTestOrg('Race Sets');
    const editor = await createTestUser({ role: 'staff', orgId }, orgId);
    const question = {
      id: 'q1',
      text: 'Why?',
      thinkTimeSec: 0,
      answerLimitSec: null,
      retakes: 0,
      answerMode: 'either' as const,
    };
    const created = await callEndpoint(endpoints.createQuestionSet, {
      as: archiver,
      body: { name: 'Original', questions: [question] },
    });
    const { id } = bodyOf(created, 201).questionSet;
    const edit = (i: number) =>
      callEndpoint(endpoints.updateQuestionSet, {
        as: editor,
        params: { id },
        body: { name: `Edit ${i}`, questions: [question] },
      });
    const archive = () =>
      callEndpoint(endpoints.archiveQuestionSet, { as: archiver, params: { id } });
    // Every fifth call an edit (four in all): each caller loses at most once per commit (four
    // edits and one archive), so all of them answer within the racing change's tries. All are
    // sent at once, in that order.
    const isEdit = (i: number) => i % 5 === 0;
    const editing: ReturnType<typeof edit>[] = [];
    const archiving: ReturnType<typeof archive>[] = [];
    for (let i = 0; i < N; i += 1) {
      if (isEdit(i)) editing.push(edit(i));
      else archiving.push(archive());
    }
    const [edits, archives] = await Promise.all([Promise.all(editing), Promise.all(archiving)]);
    expect(tally(archives.map((r) => r.status))).toEqual({ 200: archives.length });
    for (const r of edits) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
    for (const r of edits.filter((x) => x.status === 409))
      expect(refusal(r)).toEqual([409, 'This question set is archived. Restore it to edit it.']);

    const doc = (await docRef(collections.questionSets, orgId, id).get()).data()!;
    expect(doc.archived).toBe(true);
    // The archive was the last write: an edit after it would have named the editor.
    expect(doc.updatedByName).toBe(archiver.email);
    const landed = edits
      .filter((r) => r.status === 200)
      .map((r) => bodyOf(r, 200).questionSet.name);
    expect(['Original', ...landed]).toContain(doc.name);
  });
});

describe('one answer, 20 parallel saves of it', () => {
  it('one decision and one follow-up; every save answers with that follow-up', async () => {
    const rubric = [
      'Measures the problem before changing anything (profiling, metrics, logs)',
      'Describes the change they made and why it was chosen',
      'States the result with a number',
    ];
    const prompt = 'What did you measure before you changed anything?';
    const opened = async () => {
      const created = await createTestInterview({
        maxFollowUps: 3,
        questions: [
          {
            id: 'perf',
            text: 'Tell us about a slow page you made fast.',
            rubric,
            probes: [{ prompt, askIfMissing: true }, null, null],
            maxFollowUps: 1,
          },
        ],
      });
      await consentTo(created.sessionId);
      const opening = { params: { sessionId: created.sessionId, questionId: 'perf' } };
      expect((await callEndpoint(endpoints.openQuestion, opening)).status).toBe(200);
      return created;
    };
    const save = (sessionId: string) =>
      callEndpoint(endpoints.saveAnswer, {
        params: { sessionId },
        body: { questionId: 'perf', transcript },
      });
    // What changed and by how much, never what was measured first.
    const transcript =
      'Our checkout page was slow, so I rewrote the product query to fetch everything in one call ' +
      'instead of one call per item, because the loop was obviously wasteful. After the change the ' +
      'page loaded in under a second instead of four seconds, which cut abandoned carts by a fifth.';
    // The emulator serves each concurrent call in a worker process of its own, and each loads the
    // engine on its first decision (a production instance serves them in one process): 20 saves
    // of 20 other interviews first, so the race below is between saves, not model loads.
    const others = await Promise.all(times(N, opened));
    const warm = await Promise.all(others.map(({ sessionId }) => save(sessionId)));
    expect(
      tally(warm.map((r) => r.status)),
      JSON.stringify(warm.find((r) => r.status !== 200)?.body),
    ).toEqual({ 200: N });
    const interview = await opened();
    const results = await Promise.all(times(N, () => save(interview.sessionId)));
    expect(tally(results.map((r) => r.status))).toEqual({ 200: N });
    for (const r of results)
      expect(bodyOf(r, 200).followUp).toMatchObject({
        id: 'fu-1-1',
        text: prompt,
        followUpOf: 'perf',
      });
    const doc = (await docRef(collections.interviews, interview.id).get()).data()!;
    expect(doc.followUps?.map((f) => f.id)).toEqual(['fu-1-1']);
    const answers = await collectionRef(collections.answers, interview.id).get();
    expect(answers.docs.map((d) => d.id)).toEqual(['perf']);
    expect(answers.docs[0].get('followUpDecision')).toMatchObject({
      asked: true,
      followUpId: 'fu-1-1',
    });
  });
});
