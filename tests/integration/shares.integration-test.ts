// Sharing a completed interview with a hiring manager who has no account: the sender's share, the
// recipient's one-time code (5 wrong tries in all lock the share), the page's content (only what
// was chosen; "Candidate A" when hidden), its view cap and expiry, the outside feedback, revoke,
// another org, and the erasure and account-deletion cascade.
import { createHash, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import type { RequestOf } from '@shared/contract/endpoint';
import { endpoints } from '@shared/contract/endpoints';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import { collectionRef, docRef } from '../support/admin';
import { callApi } from '../support/call-api';
import { bodyOf, callEndpoint, refusal } from '../support/endpoint-client';
import { createTestInterview } from '../support/interviews';
import { mailText, mailedCode, mailsTo, shareCall, viewerOf } from '../support/shares';
import { createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';
import { purgeInterview } from '../../functions/src/features/lifecycle/candidate-data';
import { apiBase } from '../support/api';
import { inOneWindow, oneWindowTimeout } from '../support/rate-window';
import { audioChunks, storeRecording } from './review-media';

const DAY_MS = 24 * 60 * 60_000;
const ENDED = { error: SHARE_MESSAGES.accessEnded };

/** A completed interview of a fresh org with answers to q1 and q2, and the org's owner. */
async function completedInterview() {
  const { orgId, staff } = await createTestOrg('Share Co');
  const candidateEmail = `ada-${randomUUID().slice(0, 6)}@example.test`;
  const interview = await createTestInterview({
    orgId,
    orgName: 'Share Co',
    status: 'completed',
    candidateName: 'Ada Lovelace',
    candidateEmail,
  });
  for (const [questionId, transcript] of [
    ['q1', 'I built an analytical engine.'],
    ['q2', 'A second answer that is not shared.'],
  ])
    await docRef(collections.answers, interview.id, questionId).set({
      questionId,
      transcript,
      savedAt: Timestamp.now(),
    });
  return { orgId, staff, interview, candidateEmail };
}

const recipient = () => `hm-${randomUUID().slice(0, 8)}@partner.test`;

type ShareBody = RequestOf<typeof endpoints.createShare>;

/** The options of a call, as `as`, on one interview by its id. */
const onInterview = (as: TestUser, id: string) => ({ as, params: { id } });

async function share(user: TestUser, interviewId: string, body: ShareBody) {
  const res = await callEndpoint(endpoints.createShare, {
    ...onInterview(user, interviewId),
    body,
  });
  return bodyOf(res, 201).share;
}

const listed = async (user: TestUser, interviewId: string) =>
  bodyOf(await callEndpoint(endpoints.listShares, onInterview(user, interviewId)), 200).shares;

const revoke = (user: TestUser, interviewId: string, shareId: string) =>
  callEndpoint(endpoints.revokeShare, { as: user, params: { id: interviewId, shareId } });
const erase = (user: TestUser, interviewId: string) =>
  callEndpoint(endpoints.eraseCandidateData, onInterview(user, interviewId));

const storedShare = async (id: string) => (await docRef(collections.shares, id).get()).data();

describe('sharing an interview: the whole life of a share', () => {
  it('mails the link, opens with a code, shows only what was chosen, takes feedback', async () => {
    const { staff, interview, candidateEmail } = await completedInterview();
    await storeRecording(interview.id, 'q1', audioChunks, { mimeType: 'audio/webm;codecs=opus' });
    const to = recipient();
    const created = await share(staff, interview.id, {
      recipientEmail: to.toUpperCase(),
      questionIds: ['q1'],
      hideCandidate: true,
      message: 'Please look at the first answer.',
    });
    expect(created.state).toBe('sent');
    // 7 days unless chosen.
    expect(Date.parse(created.expiresAt) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(Date.parse(created.expiresAt) - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);

    const [linkMail] = await mailsTo(to, 'Share Co shared an interview with you');
    const linkText = await mailText(linkMail);
    expect(linkText).toContain(`/shared/${created.id}`);
    expect(linkText).toContain('Candidate: Candidate A');
    expect(linkText).toContain('Please look at the first answer.');
    expect(linkText).not.toContain('Ada');

    // Without a code the page has nothing to show.
    const noViewer = await shareCall('POST', `/${created.id}/view`, {
      viewerToken: 'x'.repeat(43),
    });
    expect(noViewer).toEqual({ status: 401, body: { error: SHARE_MESSAGES.viewerInvalid } });

    const viewerToken = await viewerOf(created.id, to);
    // The code was used up: entering it again is refused.
    const stored = await storeShareCode(created.id);
    expect(stored).toBeUndefined();

    const page = await shareCall('POST', `/${created.id}/view`, { viewerToken });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      orgName: 'Share Co',
      viewerEmail: to,
      message: 'Please look at the first answer.',
      candidates: [
        {
          interviewId: interview.id,
          candidateName: 'Candidate A',
          feedback: null,
          questions: [
            {
              id: 'q1',
              text: 'Tell us about yourself.',
              transcript: 'I built an analytical engine.',
              hasRecording: true,
              recordingKind: 'audio',
              aiNotes: null,
            },
          ],
        },
      ],
    });
    const text = JSON.stringify(page.body);
    for (const secret of ['Ada', 'Lovelace', candidateEmail, interview.sessionId, 'second answer'])
      expect(text).not.toContain(secret);

    // The players stream the shared answer with the page's grant; nothing else.
    const grant = encodeURIComponent(page.body.grant as string);
    const media = await fetch(
      `${apiBase}/api/public/shares/${created.id}/recordings/q1?grant=${grant}`,
      { headers: { Range: 'bytes=0-99' } },
    );
    expect(media.status).toBe(206);
    expect((await media.arrayBuffer()).byteLength).toBe(100);
    const notShared = await fetch(
      `${apiBase}/api/public/shares/${created.id}/recordings/q2?grant=${grant}`,
    );
    expect(notShared.status).toBe(404);
    const noGrant = await fetch(`${apiBase}/api/public/shares/${created.id}/recordings/q1`);
    expect(noGrant.status).toBe(401);

    // Another view: the sender is told of the first one only.
    expect((await shareCall('POST', `/${created.id}/view`, { viewerToken })).status).toBe(200);
    const [entry] = await listed(staff, interview.id);
    expect(entry).toMatchObject({ id: created.id, state: 'opened', views: 2, recipientEmail: to });
    expect(entry.firstOpenedAt).toEqual(expect.stringMatching(/Z$/));
    expect(await mailsTo(staff.email, `${to} opened the interview you shared`)).toHaveLength(1);

    // Feedback: stored against the interview, shown in the list, the sender told once.
    const feedback = { viewerToken, ratings: { q1: 4 }, recommendation: 'advance', comment: 'Yes' };
    const saved = await shareCall('POST', `/${created.id}/feedback`, feedback);
    expect(saved.status).toBe(200);
    const again = await shareCall('POST', `/${created.id}/feedback`, {
      ...feedback,
      comment: 'Hire',
    });
    expect(again.status).toBe(200);
    const doc = (await docRef(collections.externalFeedback, interview.id, created.id).get()).data();
    expect(doc).toMatchObject({
      shareId: created.id,
      reviewerEmail: to,
      ratings: { q1: 4 },
      recommendation: 'advance',
      comment: 'Hire',
    });
    const [withFeedback] = await listed(staff, interview.id);
    expect(withFeedback.state).toBe('feedback');
    expect(withFeedback.feedback).toMatchObject({ reviewerEmail: to, comment: 'Hire' });
    expect(await mailsTo(staff.email, `${to} sent feedback on the shared interview`)).toHaveLength(
      1,
    );
    // Rating a question that was not shared is refused.
    const unshared = await shareCall('POST', `/${created.id}/feedback`, {
      ...feedback,
      ratings: { q2: 5 },
    });
    expect(unshared.status).toBe(400);
  });

  it('a link opened in another browser needs a code of its own', async () => {
    const { staff, interview } = await completedInterview();
    const to = recipient();
    const { id } = await share(staff, interview.id, { recipientEmail: to });
    const first = await viewerOf(id, to);
    const second = await viewerOf(id, to);
    expect(first).not.toBe(second);
    for (const viewerToken of [first, second])
      expect((await shareCall('POST', `/${id}/view`, { viewerToken })).status).toBe(200);
  });
});

async function storeShareCode(id: string) {
  return (await storedShare(id))?.code;
}

describe('the one-time code', () => {
  it('5 wrong codes in all lock the share, and the sender is told', async () => {
    const { staff, interview } = await completedInterview();
    const to = recipient();
    const { id } = await share(staff, interview.id, { recipientEmail: to });
    const code = await mailedCode(id, to);
    const wrong = code === '000000' ? '000001' : '000000';
    for (const left of [4, 3]) {
      const res = await shareCall('POST', `/${id}/verify`, { code: wrong });
      expect(res).toEqual({ status: 400, body: { error: SHARE_MESSAGES.codeWrong(left) } });
    }
    // A new code does not start the count again.
    const next = await mailedCode(id, to);
    const wrongNext = next === '000000' ? '000001' : '000000';
    for (const left of [2, 1]) {
      const res = await shareCall('POST', `/${id}/verify`, { code: wrongNext });
      expect(res).toEqual({ status: 400, body: { error: SHARE_MESSAGES.codeWrong(left) } });
    }
    expect(await shareCall('POST', `/${id}/verify`, { code: wrongNext })).toEqual({
      status: 410,
      body: ENDED,
    });
    // Locked: even the right code, or a new one, no longer opens it.
    expect(await shareCall('POST', `/${id}/verify`, { code: next })).toEqual({
      status: 410,
      body: ENDED,
    });
    expect(await shareCall('POST', `/${id}/code`, {})).toEqual({ status: 410, body: ENDED });
    expect((await storedShare(id))?.wrongTries).toBe(5);
    expect(await mailsTo(staff.email, `Shared interview locked: ${to}`)).toHaveLength(1);
    const [entry] = await listed(staff, interview.id);
    expect(entry.state).toBe('locked');
  });

  it('a code works for 10 minutes; an expired one is refused without counting', async () => {
    const { staff, interview } = await completedInterview();
    const to = recipient();
    const { id } = await share(staff, interview.id, { recipientEmail: to });
    const code = await mailedCode(id, to);
    const stored = (await storedShare(id))!.code!;
    const ttl = stored.expiresAt.toMillis() - Date.now();
    expect(ttl).toBeGreaterThan(10 * 60_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    await docRef(collections.shares, id).update({
      'code.expiresAt': Timestamp.fromMillis(Date.now() - 1_000),
    });
    expect(await shareCall('POST', `/${id}/verify`, { code })).toEqual({
      status: 400,
      body: { error: SHARE_MESSAGES.codeExpired },
    });
    expect((await storedShare(id))?.wrongTries).toBe(0);
    // Only a hash of the code is stored.
    expect(JSON.stringify(await storedShare(id))).not.toContain(code);
  });

  it(
    'code mails to one share are limited (5 an hour)',
    inOneWindow(60 * 60_000, 60_000, async () => {
      const { staff, interview } = await completedInterview();
      const to = recipient();
      const { id } = await share(staff, interview.id, { recipientEmail: to });
      for (let i = 0; i < 5; i++)
        expect((await shareCall('POST', `/${id}/code`, {})).status).toBe(200);
      expect((await shareCall('POST', `/${id}/code`, {})).status).toBe(429);
      expect(await mailsTo(to, SHARE_MESSAGES.codeSubject)).toHaveLength(5);
    }),
    oneWindowTimeout(60_000),
  );
});

describe('when a share ends', () => {
  it('after its expiry every call of the page answers 410', async () => {
    const { staff, interview } = await completedInterview();
    const to = recipient();
    const { id } = await share(staff, interview.id, { recipientEmail: to, expiresInDays: 30 });
    const viewerToken = await viewerOf(id, to);
    await docRef(collections.shares, id).update({
      expiresAt: Timestamp.fromMillis(Date.now() - 1_000),
    });
    for (const [path, body] of [
      ['/code', {}],
      ['/verify', { code: '123456' }],
      ['/view', { viewerToken }],
      ['/feedback', { viewerToken, recommendation: 'hold' }],
    ] as const)
      expect(await shareCall('POST', `/${id}${path}`, body)).toEqual({ status: 410, body: ENDED });
    expect((await listed(staff, interview.id))[0].state).toBe('expired');
  });

  it('views beyond the cap answer 410', async () => {
    const { staff, interview } = await completedInterview();
    const to = recipient();
    const { id } = await share(staff, interview.id, { recipientEmail: to, viewCap: 2 });
    const viewerToken = await viewerOf(id, to);
    expect((await shareCall('POST', `/${id}/view`, { viewerToken })).status).toBe(200);
    expect((await shareCall('POST', `/${id}/view`, { viewerToken })).status).toBe(200);
    expect(await shareCall('POST', `/${id}/view`, { viewerToken })).toEqual({
      status: 410,
      body: ENDED,
    });
    expect((await storedShare(id))?.views).toBe(2);
  });

  it('revoke ends access at once, grants included; only the sender or an owner revokes', async () => {
    const { orgId, staff, interview } = await completedInterview();
    await storeRecording(interview.id, 'q1', audioChunks, { mimeType: 'audio/webm;codecs=opus' });
    const member = await createTestUser({ role: 'staff', orgId });
    const to = recipient();
    const { id } = await share(staff, interview.id, { recipientEmail: to });
    const own = await share(member, interview.id, { recipientEmail: recipient() });
    const viewerToken = await viewerOf(id, to);
    const page = await shareCall('POST', `/${id}/view`, { viewerToken });
    const grant = encodeURIComponent(page.body.grant as string);

    // A member sees and ends only their own shares; the owner sees all.
    expect((await listed(member, interview.id)).map((s) => s.id)).toEqual([own.id]);
    expect((await listed(staff, interview.id)).map((s) => s.id).sort()).toEqual(
      [id, own.id].sort(),
    );
    // The literal path, independent of the contract: the oracle for the endpoints' paths.
    const refused = await callApi(
      'POST',
      `/interviews/${interview.id}/shares/${id}/revoke`,
      member,
    );
    expect(refused.status).toBe(403);

    const revoked = await revoke(staff, interview.id, id);
    expect(bodyOf(revoked, 200).share.state).toBe('revoked');
    expect(await shareCall('POST', `/${id}/view`, { viewerToken })).toEqual({
      status: 410,
      body: ENDED,
    });
    const media = await fetch(`${apiBase}/api/public/shares/${id}/recordings/q1?grant=${grant}`);
    expect(media.status).toBe(410);
    const twice = await revoke(staff, interview.id, id);
    expect(twice.status).toBe(409);
  });
});

describe('who may share what', () => {
  it("another org's interview is 404 for share, list and revoke, and nothing is written", async () => {
    const { staff, interview } = await completedInterview();
    const { id } = await share(staff, interview.id, { recipientEmail: recipient() });
    const other = await createTestOrg('Other Co');
    const body = { recipientEmail: recipient() };
    const answers = {
      share: await callEndpoint(endpoints.createShare, {
        ...onInterview(other.staff, interview.id),
        body,
      }),
      list: await callEndpoint(endpoints.listShares, onInterview(other.staff, interview.id)),
      revoke: await revoke(other.staff, interview.id, id),
    };
    for (const [call, res] of Object.entries(answers))
      expect({ call, status: res.status }).toEqual({ call, status: 404 });
    const shares = await collectionRef(collections.shares)
      .where('interviewIds', 'array-contains', interview.id)
      .get();
    expect(shares.size).toBe(1);
    expect((await storedShare(id))?.revokedAt).toBeUndefined();
  });

  it('refuses an unfinished interview (409) and bad bodies (400), writing nothing', async () => {
    const { orgId, staff } = await createTestOrg('Early Co');
    const scheduled = await createTestInterview({ orgId, status: 'scheduled' });
    const early = await callEndpoint(endpoints.createShare, {
      ...onInterview(staff, scheduled.id),
      body: { recipientEmail: recipient() },
    });
    expect(early).toEqual({
      ok: false,
      status: 409,
      body: { error: SHARE_MESSAGES.notCompleted },
    });

    const { staff: owner, interview } = await completedInterview();
    const cases: [ShareBody, string][] = [
      [{ recipientEmail: 'not-an-address' }, SHARE_MESSAGES.emailInvalid],
      [{ recipientEmail: recipient(), expiresInDays: 31 }, SHARE_MESSAGES.expiryInvalid],
      [{ recipientEmail: recipient(), expiresInDays: 0 }, SHARE_MESSAGES.expiryInvalid],
      [{ recipientEmail: recipient(), viewCap: 0 }, SHARE_MESSAGES.viewCapInvalid],
      [{ recipientEmail: recipient(), questionIds: [] }, SHARE_MESSAGES.questionsInvalid],
      [{ recipientEmail: recipient(), questionIds: ['q9'] }, SHARE_MESSAGES.questionsInvalid],
      [{ recipientEmail: recipient(), message: 'a'.repeat(2001) }, SHARE_MESSAGES.messageTooLong],
    ];
    for (const [body, error] of cases) {
      const res = await callEndpoint(endpoints.createShare, {
        ...onInterview(owner, interview.id),
        body,
      });
      const [status, refused] = refusal(res);
      expect({ body, status, error: refused }).toEqual({
        body,
        status: 400,
        error,
      });
    }
    const shares = await collectionRef(collections.shares)
      .where('interviewIds', 'array-contains-any', [scheduled.id, interview.id])
      .get();
    expect(shares.size).toBe(0);
  });

  it('an unknown or malformed share id is 404', async () => {
    for (const id of ['no-such-share-000000', 'bad id!'])
      expect(await shareCall('POST', `/${encodeURIComponent(id)}/code`, {})).toEqual({
        status: 404,
        body: { error: SHARE_MESSAGES.notFound },
      });
  });
});

describe('what a share never shows', () => {
  it('follow-up questions are not shared: not with every question, and not when named', async () => {
    const { staff, interview } = await completedInterview();
    const now = Timestamp.now();
    await docRef(collections.interviews, interview.id).update({
      followUps: [
        {
          id: 'fu-1-1',
          parentId: 'q1',
          point: 0,
          pointText: 'Impact',
          prompt: 'What changed because of it?',
          askedAfter: 'q1',
          askedAt: now,
          thinkTimeSec: 0,
          answerLimitSec: 60,
          answerMode: 'speak',
        },
      ],
    });
    await docRef(collections.answers, interview.id, 'fu-1-1').set({
      questionId: 'fu-1-1',
      transcript: 'A follow-up answer that stays in the team.',
      savedAt: now,
    });
    const named = await callEndpoint(endpoints.createShare, {
      ...onInterview(staff, interview.id),
      body: { recipientEmail: recipient(), questionIds: ['q1', 'fu-1-1'] },
    });
    expect(named).toEqual({
      ok: false,
      status: 400,
      body: { error: SHARE_MESSAGES.questionsInvalid },
    });

    const to = recipient();
    const { id } = await share(staff, interview.id, { recipientEmail: to });
    const viewerToken = await viewerOf(id, to);
    const page = await shareCall('POST', `/${id}/view`, { viewerToken });
    expect(page.status).toBe(200);
    const [shownCandidate] = page.body.candidates as {
      questions: { id: string; transcript: string | null }[];
    }[];
    const shown = shownCandidate.questions;
    expect(shown.map((q) => q.id)).toEqual(['q1', 'q2']);
    expect(JSON.stringify(page.body)).not.toContain('stays in the team');
  });

  it("the mailed code is stored keyed, so the share's readers cannot work it out", async () => {
    const { staff, interview } = await completedInterview();
    const to = recipient();
    const { id } = await share(staff, interview.id, { recipientEmail: to });
    const code = await mailedCode(id, to);
    const stored = (await storedShare(id))?.code?.hash;
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toBe(createHash('sha256').update(`${id}:${code}`).digest('hex'));
  });
});

describe('what ends every share', () => {
  it("erasing the candidate's data deletes the interview's shares and their feedback", async () => {
    const { staff, interview } = await completedInterview();
    const to = recipient();
    const { id } = await share(staff, interview.id, { recipientEmail: to });
    const viewerToken = await viewerOf(id, to);
    await shareCall('POST', `/${id}/feedback`, { viewerToken, recommendation: 'hold' });
    const erased = await erase(staff, interview.id);
    expect(erased.status).toBe(200);
    expect(await storedShare(id)).toBeUndefined();
    expect((await collectionRef(collections.shareViewers, id).get()).size).toBe(0);
    expect((await collectionRef(collections.externalFeedback, interview.id).get()).size).toBe(0);
    expect(await shareCall('POST', `/${id}/view`, { viewerToken })).toEqual({
      status: 404,
      body: { error: SHARE_MESSAGES.notFound },
    });
  });

  it("the retention purge deletes the interview's shares and their feedback", async () => {
    const { staff, interview } = await completedInterview();
    const to = recipient();
    const { id } = await share(staff, interview.id, { recipientEmail: to });
    const viewerToken = await viewerOf(id, to);
    await shareCall('POST', `/${id}/feedback`, { viewerToken, recommendation: 'advance' });
    await purgeInterview(interview.id);
    expect(await storedShare(id)).toBeUndefined();
    expect((await collectionRef(collections.externalFeedback, interview.id).get()).size).toBe(0);
    expect((await shareCall('POST', `/${id}/view`, { viewerToken })).status).toBe(404);
  });

  it("deleting the sender's account deletes their shares and the feedback on them", async () => {
    const { orgId, interview } = await completedInterview();
    const sender = await createTestUser({ role: 'staff', orgId });
    const to = recipient();
    const { id } = await share(sender, interview.id, { recipientEmail: to });
    const viewerToken = await viewerOf(id, to);
    await shareCall('POST', `/${id}/feedback`, { viewerToken, recommendation: 'reject' });
    const deleted = await callEndpoint(endpoints.deleteMe, { as: sender });
    expect(deleted.status).toBe(200);
    expect(await storedShare(id)).toBeUndefined();
    expect((await docRef(collections.externalFeedback, interview.id, id).get()).exists).toBe(false);
    expect(await shareCall('POST', `/${id}/view`, { viewerToken })).toEqual({
      status: 404,
      body: { error: SHARE_MESSAGES.notFound },
    });
  });
});

/** A second completed interview in the same org, with an answer to q1. */
async function anotherCompleted(orgId: string, candidateName: string) {
  const candidateEmail = `${candidateName.split(' ')[0].toLowerCase()}-${randomUUID().slice(0, 6)}@example.test`;
  const interview = await createTestInterview({
    orgId,
    orgName: 'Share Co',
    status: 'completed',
    candidateName,
    candidateEmail,
  });
  await docRef(collections.answers, interview.id, 'q1').set({
    questionId: 'q1',
    transcript: 'I wrote the first compiler.',
    savedAt: Timestamp.now(),
  });
  return { interview, candidateEmail };
}

/** Two completed interviews of one org shared as a shortlist, opened by the recipient. */
async function openedShortlist(hideCandidate = true) {
  const first = await completedInterview();
  const second = await anotherCompleted(first.orgId, 'Grace Hopper');
  const to = recipient();
  const res = await callEndpoint(endpoints.createShortlist, {
    as: first.staff,
    body: {
      recipientEmail: to,
      hideCandidate,
      interviews: [
        { interviewId: first.interview.id, questionIds: ['q1'] },
        { interviewId: second.interview.id },
      ],
    },
  });
  const { id } = bodyOf(res, 201).share;
  const viewerToken = await viewerOf(id, to);
  return { ...first, second, to, id, viewerToken };
}

type PageCandidate = {
  interviewId: string;
  candidateName: string;
  questions: { id: string; transcript: string | null }[];
};

describe('a shortlist: several interviews in one share', () => {
  it('shows each candidate in order as Candidate A and B, leaking no name or address', async () => {
    const { staff, interview, candidateEmail, second, to, id, viewerToken } =
      await openedShortlist();
    const [mail] = await mailsTo(to, 'Share Co shared 2 interviews with you');
    const mailed = await mailText(mail);
    expect(mailed).toContain(`/shared/${id}`);
    expect(mailed).toContain('Candidate A');
    expect(mailed).toContain('Candidate B');

    const page = await shareCall('POST', `/${id}/view`, { viewerToken });
    expect(page.status).toBe(200);
    const candidates = page.body.candidates as PageCandidate[];
    expect(
      candidates.map((c) => [c.interviewId, c.candidateName, c.questions.map((q) => q.id)]),
    ).toEqual([
      [interview.id, 'Candidate A', ['q1']],
      [second.interview.id, 'Candidate B', ['q1', 'q2']],
    ]);
    expect(candidates[1].questions[0].transcript).toBe('I wrote the first compiler.');
    const text = JSON.stringify(page.body);
    for (const secret of [
      'Ada',
      'Lovelace',
      'Grace',
      'Hopper',
      candidateEmail,
      second.candidateEmail,
      interview.sessionId,
      second.interview.sessionId,
    ])
      expect(text).not.toContain(secret);

    // Each interview's review screen lists the share, with its interviews and their questions.
    for (const interviewId of [interview.id, second.interview.id]) {
      const [entry] = await listed(staff, interviewId);
      expect(entry).toMatchObject({
        id,
        interviews: [
          { interviewId: interview.id, questionIds: ['q1'] },
          { interviewId: second.interview.id, questionIds: ['q1', 'q2'] },
        ],
      });
    }
  });

  it('shows names when not hidden, and streams each interview’s recording by its id', async () => {
    const { interview, second, id, viewerToken } = await openedShortlist(false);
    await storeRecording(second.interview.id, 'q1', audioChunks, {
      mimeType: 'audio/webm;codecs=opus',
    });
    const page = await shareCall('POST', `/${id}/view`, { viewerToken });
    const candidates = page.body.candidates as PageCandidate[];
    expect(candidates.map((c) => c.candidateName)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    const grant = encodeURIComponent(page.body.grant as string);
    const url = (interviewId: string) =>
      `${apiBase}/api/public/shares/${id}/recordings/q1?grant=${grant}&interview=${interviewId}`;
    const media = await fetch(url(second.interview.id), { headers: { Range: 'bytes=0-99' } });
    expect(media.status).toBe(206);
    // The first interview has no recording; an interview not on the shortlist is not served.
    expect((await fetch(url(interview.id))).status).toBe(404);
    expect((await fetch(url('not-on-the-list'))).status).toBe(404);
  });

  it('feedback is stored against the interview it is about and shown on its review', async () => {
    const { staff, interview, second, to, id, viewerToken } = await openedShortlist();
    const onSecond = await shareCall('POST', `/${id}/feedback`, {
      viewerToken,
      interviewId: second.interview.id,
      ratings: { q2: 5 },
      recommendation: 'advance',
      comment: 'The stronger one.',
    });
    expect(onSecond.status, JSON.stringify(onSecond.body)).toBe(200);
    expect((await docRef(collections.externalFeedback, interview.id, id).get()).exists).toBe(false);
    expect(
      (await docRef(collections.externalFeedback, second.interview.id, id).get()).data(),
    ).toMatchObject({ reviewerEmail: to, ratings: { q2: 5 }, comment: 'The stronger one.' });
    // q2 was not shared of the first interview: rating it there is refused, nothing stored.
    const notShared = await shareCall('POST', `/${id}/feedback`, {
      viewerToken,
      interviewId: interview.id,
      ratings: { q2: 3 },
      recommendation: 'hold',
    });
    expect(notShared.status).toBe(400);
    const elsewhere = await shareCall('POST', `/${id}/feedback`, {
      viewerToken,
      interviewId: 'not-on-the-list',
      recommendation: 'hold',
    });
    expect(elsewhere).toEqual({ status: 400, body: { error: SHARE_MESSAGES.interviewUnknown } });
    expect((await docRef(collections.externalFeedback, interview.id, id).get()).exists).toBe(false);

    const onFirst = await shareCall('POST', `/${id}/feedback`, {
      viewerToken,
      interviewId: interview.id,
      recommendation: 'reject',
    });
    expect(onFirst.status).toBe(200);
    const [firstEntry] = await listed(staff, interview.id);
    expect(firstEntry.feedback).toMatchObject({ recommendation: 'reject' });
    const [secondEntry] = await listed(staff, second.interview.id);
    expect(secondEntry.feedback).toMatchObject({ recommendation: 'advance' });
    const page = await shareCall('POST', `/${id}/view`, { viewerToken });
    const shown = page.body.candidates as { feedback: { recommendation: string } | null }[];
    expect(shown.map((c) => c.feedback?.recommendation)).toEqual(['reject', 'advance']);
    // One mail to the sender for the first feedback, not one per interview.
    expect(await mailsTo(staff.email, `${to} sent feedback on the shared interview`)).toHaveLength(
      1,
    );
  });

  it('one interview not completed: 409 naming it, and nothing is written', async () => {
    const { orgId, staff, interview } = await completedInterview();
    const scheduled = await createTestInterview({ orgId, status: 'scheduled' });
    const to = recipient();
    const res = await callEndpoint(endpoints.createShortlist, {
      as: staff,
      body: {
        recipientEmail: to,
        interviews: [{ interviewId: interview.id }, { interviewId: scheduled.id }],
      },
    });
    expect(res).toEqual({
      ok: false,
      status: 409,
      body: {
        error:
          'Interview 2 of the shortlist is not completed; only completed interviews can be shared.',
      },
    });
    const shares = await collectionRef(collections.shares)
      .where('interviewIds', 'array-contains-any', [interview.id, scheduled.id])
      .get();
    expect(shares.size).toBe(0);
    expect(await mailsTo(to, 'Share Co shared 2 interviews with you')).toHaveLength(0);
  });

  it("another org's interview: 404 naming its place, and nothing is written", async () => {
    const { staff, interview } = await completedInterview();
    const other = await completedInterview();
    const to = recipient();
    const res = await callEndpoint(endpoints.createShortlist, {
      as: staff,
      body: {
        recipientEmail: to,
        interviews: [{ interviewId: other.interview.id }, { interviewId: interview.id }],
      },
    });
    expect(res).toEqual({
      ok: false,
      status: 404,
      body: { error: 'Interview 1 of the shortlist was not found.' },
    });
    const shares = await collectionRef(collections.shares)
      .where('interviewIds', 'array-contains-any', [interview.id, other.interview.id])
      .get();
    expect(shares.size).toBe(0);
    expect((await collectionRef(collections.mail).where('to', '==', to).get()).size).toBe(0);
  });

  it('more than 10 interviews, or one twice, is refused (400)', async () => {
    const { staff, interview } = await completedInterview();
    for (const interviews of [
      Array.from({ length: 11 }, () => ({ interviewId: interview.id })),
      [{ interviewId: interview.id }, { interviewId: interview.id }],
      [],
    ]) {
      const res = await callEndpoint(endpoints.createShortlist, {
        as: staff,
        body: { recipientEmail: recipient(), interviews },
      });
      const [status, error] = refusal(res);
      expect({ status, error }).toEqual({
        status: 400,
        error: SHARE_MESSAGES.interviewsInvalid,
      });
    }
  });

  it('erasing one candidate keeps the other on the shortlist; erasing both ends it', async () => {
    const { staff, interview, second, id, viewerToken } = await openedShortlist();
    for (const interviewId of [interview.id, second.interview.id])
      await shareCall('POST', `/${id}/feedback`, {
        viewerToken,
        interviewId,
        recommendation: 'hold',
      });
    expect((await erase(staff, interview.id)).status).toBe(200);
    expect(await storedShare(id)).toMatchObject({
      interviewIds: [second.interview.id],
      questionsOf: { [second.interview.id]: ['q1', 'q2'] },
    });
    expect((await storedShare(id))?.questionsOf).not.toHaveProperty(interview.id);
    expect((await collectionRef(collections.externalFeedback, interview.id).get()).size).toBe(0);
    expect((await docRef(collections.externalFeedback, second.interview.id, id).get()).exists).toBe(
      true,
    );
    const page = await shareCall('POST', `/${id}/view`, { viewerToken });
    expect(page.status).toBe(200);
    const candidates = page.body.candidates as PageCandidate[];
    expect(candidates.map((c) => c.interviewId)).toEqual([second.interview.id]);
    expect(await listed(staff, interview.id)).toEqual([]);
    expect(await listed(staff, second.interview.id)).toHaveLength(1);

    expect((await erase(staff, second.interview.id)).status).toBe(200);
    expect(await storedShare(id)).toBeUndefined();
    expect((await collectionRef(collections.shareViewers, id).get()).size).toBe(0);
    expect(
      (await collectionRef(collections.externalFeedback, second.interview.id).get()).size,
    ).toBe(0);
    expect(await shareCall('POST', `/${id}/view`, { viewerToken })).toEqual({
      status: 404,
      body: { error: SHARE_MESSAGES.notFound },
    });
  });

  it('a share stored before shortlists (one interviewId) still opens, lists and is erased', async () => {
    const { orgId, staff, interview } = await completedInterview();
    const to = recipient();
    const ref = collectionRef(collections.shares).doc();
    const now = Timestamp.now();
    await ref.set({
      orgId,
      interviewId: interview.id,
      questionIds: ['q1'],
      createdBy: staff.uid,
      createdByEmail: staff.email,
      recipientEmail: to,
      hideCandidate: true,
      includeAiNotes: false,
      message: null,
      viewCap: null,
      views: 0,
      wrongTries: 0,
      expiresAt: Timestamp.fromMillis(Date.now() + 7 * DAY_MS),
      createdAt: now,
      updatedAt: now,
    } as never);
    const viewerToken = await viewerOf(ref.id, to);
    const page = await shareCall('POST', `/${ref.id}/view`, { viewerToken });
    expect(page.status).toBe(200);
    expect((page.body.candidates as PageCandidate[]).map((c) => c.candidateName)).toEqual([
      'Candidate A',
    ]);
    const [entry] = await listed(staff, interview.id);
    expect(entry).toMatchObject({
      id: ref.id,
      interviews: [{ interviewId: interview.id, questionIds: ['q1'] }],
    });
    expect((await erase(staff, interview.id)).status).toBe(200);
    expect(await storedShare(ref.id)).toBeUndefined();
  });
});
