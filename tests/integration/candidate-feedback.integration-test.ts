// After a decision, a reviewer may send the candidate one message they wrote: mailed to the
// candidate, recorded on the interview (who and when), and refused before it makes sense.
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { collectionRef, docRef } from '../support/admin';
import { callApi } from '../support/call-api';
import { waitForMail } from '../support/maildev';
import { createTestInterview } from '../support/interviews';
import type { TestInterviewOptions } from '../support/interviews';
import { createTestOrg, createTestUser } from '../support/users';
import type { TestUser } from '../support/users';

const feedback = (id: string, user: TestUser | undefined, body: unknown) =>
  callApi('POST', `/interviews/${id}/candidate-feedback`, user, body);

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

const decide = async (id: string, staff: TestUser, decision: string | null = 'reject') =>
  expect((await callApi('POST', `/interviews/${id}/reviews`, staff, { decision })).status).toBe(
    200,
  );

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
    const res = await feedback(interview.id, staff, {
      message: '  Dear {firstName},\n\nThank you from {orgName}. See you soon.  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
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

    const list = await callApi('GET', '/interviews', staff);
    const listed = (list.body.interviews as { id: string; candidateFeedback?: unknown }[]).find(
      (i) => i.id === interview.id,
    );
    expect(listed?.candidateFeedback).toEqual({
      sentAt:
        res.body.candidateFeedback && (res.body.candidateFeedback as { sentAt: string }).sentAt,
      sentBy: staff.uid,
      sentByName: expect.any(String),
    });

    // One message per interview.
    const again = await feedback(interview.id, staff, { message: 'Another note' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      'Feedback was already sent to this candidate. Only one message can be sent.',
    );
    expect(await mailsAbout(interview.id)).toHaveLength(1);
  });

  it('refuses before completion, without a decision and with the org setting off (409)', async () => {
    const scheduled = await completedInterview({ status: 'scheduled' });
    await decide(scheduled.interview.id, scheduled.staff);
    const early = await feedback(scheduled.interview.id, scheduled.staff, { message: 'Hi' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Feedback can be sent only once the interview is completed.');

    const undecided = await completedInterview();
    await decide(undecided.interview.id, undecided.staff, null);
    const none = await feedback(undecided.interview.id, undecided.staff, { message: 'Hi' });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('Record a decision before sending the candidate feedback.');

    const off = await completedInterview();
    await decide(off.interview.id, off.staff);
    const turnOff = await callApi('PATCH', '/team/settings', off.staff, {
      candidateFeedback: false,
    });
    expect(turnOff.status).toBe(200);
    expect((turnOff.body.settings as { candidateFeedback: boolean }).candidateFeedback).toBe(false);
    const refused = await feedback(off.interview.id, off.staff, { message: 'Hi' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Candidate feedback is turned off for this organization.');

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
      const res = await feedback(interview.id, staff, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
    }
    for (const body of [[], 'text', { message: 'Hi', extra: true }]) {
      expect((await feedback(interview.id, staff, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await recorded(interview.id)).toBeUndefined();
    expect(await mailsAbout(interview.id)).toHaveLength(0);
    // 2000 characters exactly is accepted.
    expect((await feedback(interview.id, staff, { message: 'y'.repeat(2000) })).status).toBe(200);
  });

  it("is for the staff of the interview's org only", async () => {
    const { staff, interview } = await completedInterview();
    await decide(interview.id, staff);
    const other = await createTestOrg('Other Co');
    expect((await feedback(interview.id, undefined, { message: 'Hi' })).status).toBe(401);
    expect((await feedback(interview.id, other.staff, { message: 'Hi' })).status).toBe(404);
    const admin = await createTestUser({ role: 'admin' });
    expect((await feedback(interview.id, admin, { message: 'Hi' })).status).toBe(403);
    expect((await feedback('no-such-interview', staff, { message: 'Hi' })).status).toBe(404);
    expect(await recorded(interview.id)).toBeUndefined();
    expect(await mailsAbout(interview.id)).toHaveLength(0);
  });

  it("erasing the candidate's data deletes the feedback mail and refuses another (409)", async () => {
    const email = `fb-erase-${Date.now()}@example.test`;
    const { staff, interview } = await completedInterview({ candidateEmail: email });
    await decide(interview.id, staff);
    expect((await feedback(interview.id, staff, { message: 'Thank you' })).status).toBe(200);
    await waitForMail(email, (m) => (m.text ?? '').includes('Thank you'));
    // Delivered first, so the erasure does not race the mail trigger's own update of it.
    await expect
      .poll(async () => (await mailsAbout(interview.id)).map((m) => m.get('delivery.state')))
      .toEqual(['SUCCESS']);
    expect((await callApi('POST', `/interviews/${interview.id}/erase`, staff)).status).toBe(200);
    expect(await mailsAbout(interview.id)).toHaveLength(0);

    // A fresh erased interview with a decision but no feedback yet: refused, nothing queued.
    const fresh = await createTestInterview({
      orgId: interview.orgId,
      status: 'completed',
      candidateEmail: `fb-erase2-${Date.now()}@example.test`,
    });
    await decide(fresh.id, staff);
    expect((await callApi('POST', `/interviews/${fresh.id}/erase`, staff)).status).toBe(200);
    const res = await feedback(fresh.id, staff, { message: 'Hi' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("This candidate's data was erased, so no feedback can be sent.");
    expect(await mailsAbout(fresh.id)).toHaveLength(0);
  });
});
