// After a decision, a reviewer may send the candidate one message they wrote: mailed to the
// candidate, recorded on the interview (who and when), and refused before it makes sense.
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import type { RequestOf } from '@shared/contract/endpoint';
import { endpoints } from '@shared/contract/endpoints';
import { collectionRef, docRef } from '../support/admin';
import { callApi } from '../support/call-api';
import { bodyOf, callEndpoint, refusal } from '../support/endpoint-client';
import { waitForMail } from '../support/maildev';
import { createTestInterview } from '../support/interviews';
import type { TestInterviewOptions } from '../support/interviews';
import { createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';

const feedback = (id: string, as: TestUser | undefined, message: string) =>
  callEndpoint(endpoints.sendCandidateFeedback, { as, params: { id }, body: { message } });
/** A body sent as it is, for those the contract cannot type. */
const feedbackAsSent = (id: string, user: TestUser, body: unknown) =>
  callApi('POST', `/interviews/${id}/candidate-feedback`, user, body);
const erase = (id: string, as: TestUser) =>
  callEndpoint(endpoints.eraseCandidateData, { as, params: { id } });

/** A completed interview of a fresh org, with its owner (a staff member). */
async function completedInterview(options: TestInterviewOptions = {}) {
  const { orgId, staff } = await createTestOrg('Feedback Co');
  const interview = await createTestInterview({
    orgId,
    orgName: 'Feedback Co',
    status: 'completed',
    ...options,
  });
  return { orgId, staff, interview };
}

type Decision = RequestOf<typeof endpoints.saveReview>['decision'];
const decide = async (id: string, as: TestUser, decision: Decision = 'reject') =>
  expect(
    (await callEndpoint(endpoints.saveReview, { as, params: { id }, body: { decision } })).status,
  ).toBe(200);

const recorded = async (id: string) =>
  (await docRef(collections.interviews, id).get()).data()?.candidateFeedback;

const mailsAbout = async (id: string) =>
  (await collectionRef(collections.mail).where('about', 'array-contains', `interview:${id}`).get())
    .docs;

describe('POST /api/interviews/:id/candidate-feedback (candidate feedback)', () => {
  it('mails the candidate the message once, records who sent it and lists it as sent', async () => {
    const email = `fb-${Date.now()}@example.test`;
    const { staff, interview } = await completedInterview({
      candidateName: 'Ada Lovelace',
      candidateEmail: email,
    });
    await decide(interview.id, staff, 'advance');
    const res = await feedback(
      interview.id,
      staff,
      '  Dear {firstName},\n\nThank you from {orgName}. See you soon.  ',
    );
    const sent = bodyOf(res, 200);
    expect(sent).toEqual({
      sent: true,
      candidateFeedback: {
        sentAt: expect.stringMatching(/Z$/),
        sentBy: staff.uid,
        sentByName: expect.any(String),
      },
    });
    const stored = await recorded(interview.id);
    expect(stored?.sentBy).toBe(staff.uid);
    expect(stored?.sentAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);

    const mail = await waitForMail(email, (m) => (m.text ?? '').includes('See you soon'));
    expect(mail.subject).toBe('Your interview with Feedback Co');
    expect(mail.text).toContain('Dear Ada,');
    expect(mail.text).toContain('Thank you from Feedback Co. See you soon.');

    const list = await callEndpoint(endpoints.listInterviews, { as: staff });
    const listed = bodyOf(list, 200).interviews.find((i) => i.id === interview.id);
    expect(listed?.candidateFeedback).toEqual({
      sentAt: sent.candidateFeedback.sentAt,
      sentBy: staff.uid,
      sentByName: expect.any(String),
    });

    // One message per interview.
    const again = await feedback(interview.id, staff, 'Another note');
    expect(refusal(again)).toEqual([
      409,
      'Feedback was already sent to this candidate. Only one message can be sent.',
    ]);
    expect(await mailsAbout(interview.id)).toHaveLength(1);
  });

  it('refuses before completion, without a decision and with the org setting off (409)', async () => {
    // Two days ahead: out of the reminder job's window, which another file runs for every org.
    const scheduled = await completedInterview({
      status: 'scheduled',
      date: new Date(Date.now() + 48 * 60 * 60_000).toISOString(),
    });
    await decide(scheduled.interview.id, scheduled.staff);
    const early = await feedback(scheduled.interview.id, scheduled.staff, 'Hi');
    expect(refusal(early)).toEqual([
      409,
      'Feedback can be sent only once the interview is completed.',
    ]);

    const undecided = await completedInterview();
    await decide(undecided.interview.id, undecided.staff, null);
    const none = await feedback(undecided.interview.id, undecided.staff, 'Hi');
    expect(refusal(none)).toEqual([
      409,
      'Record a decision before sending the candidate feedback.',
    ]);

    const off = await completedInterview();
    await decide(off.interview.id, off.staff);
    const turnOff = await callEndpoint(endpoints.updateOrgSettings, {
      as: off.staff,
      body: { candidateFeedback: false },
    });
    expect(bodyOf(turnOff, 200).settings.candidateFeedback).toBe(false);
    const refused = await feedback(off.interview.id, off.staff, 'Hi');
    expect(refusal(refused)).toEqual([
      409,
      'Candidate feedback is turned off for this organization.',
    ]);

    for (const { interview } of [scheduled, undecided, off]) {
      expect(await recorded(interview.id)).toBeUndefined();
      expect(await mailsAbout(interview.id)).toHaveLength(0);
    }
  });

  it('refuses bad bodies with a 400 and a clear message, writing nothing', async () => {
    const { staff, interview } = await completedInterview();
    await decide(interview.id, staff);
    const cases: [unknown, string][] = [
      [{ message: '' }, 'Write a message to the candidate'],
      [{ message: '  \n ' }, 'Write a message to the candidate'],
      [{}, 'Write a message to the candidate'],
      [{ message: 7 }, 'Write a message to the candidate'],
      [{ message: 'x'.repeat(2001) }, 'The message must be at most 2000 characters'],
    ];
    for (const [body, error] of cases) {
      const res = await feedbackAsSent(interview.id, staff, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
    }
    for (const body of [[], 'text', { message: 'Hi', extra: true }]) {
      const res = await feedbackAsSent(interview.id, staff, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await recorded(interview.id)).toBeUndefined();
    expect(await mailsAbout(interview.id)).toHaveLength(0);
    // 2000 characters exactly is accepted.
    expect((await feedback(interview.id, staff, 'y'.repeat(2000))).status).toBe(200);
  });

  it("is for the staff of the interview's org only", async () => {
    const { staff, interview } = await completedInterview();
    await decide(interview.id, staff);
    const other = await createTestOrg('Other Co');
    expect((await feedback(interview.id, undefined, 'Hi')).status).toBe(401);
    expect((await feedback(interview.id, other.staff, 'Hi')).status).toBe(404);
    const admin = await createTestUser({ role: 'admin' });
    expect((await feedback(interview.id, admin, 'Hi')).status).toBe(403);
    expect((await feedback('no-such-interview', staff, 'Hi')).status).toBe(404);
    expect(await recorded(interview.id)).toBeUndefined();
    expect(await mailsAbout(interview.id)).toHaveLength(0);
  });

  it("erasing the candidate's data deletes the feedback mail and refuses another (409)", async () => {
    const email = `fb-erase-${Date.now()}@example.test`;
    const { staff, interview } = await completedInterview({ candidateEmail: email });
    await decide(interview.id, staff);
    expect((await feedback(interview.id, staff, 'Thank you')).status).toBe(200);
    await waitForMail(email, (m) => (m.text ?? '').includes('Thank you'));
    // Delivered first, so the erasure does not race the mail trigger's own update of it.
    await expect
      .poll(async () => (await mailsAbout(interview.id)).map((m) => m.get('delivery.state')))
      .toEqual(['SUCCESS']);
    expect((await erase(interview.id, staff)).status).toBe(200);
    expect(await mailsAbout(interview.id)).toHaveLength(0);

    // A fresh erased interview with a decision but no feedback yet: refused, nothing queued.
    const fresh = await createTestInterview({
      orgId: interview.orgId,
      status: 'completed',
      candidateEmail: `fb-erase2-${Date.now()}@example.test`,
    });
    await decide(fresh.id, staff);
    expect((await erase(fresh.id, staff)).status).toBe(200);
    const res = await feedback(fresh.id, staff, 'Hi');
    expect(refusal(res)).toEqual([
      409,
      "This candidate's data was erased, so no feedback can be sent.",
    ]);
    expect(await mailsAbout(fresh.id)).toHaveLength(0);
  });
});
