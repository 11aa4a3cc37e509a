// A candidate asks for another format or an adjustment from the ready screen: the request is kept
// on the interview, mailed to whoever scheduled it, and the interview link keeps working.
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { consentTo, openTake } from '../support/candidate';
import { bodyOf, callEndpoint } from '../support/endpoint-client';
import { waitForMail } from '../support/maildev';
import { createTestInterview } from '../support/interviews';
import type { TestInterviewOptions } from '../support/interviews';
import { createTestOrg } from '../support/users';
import { purgeInterview } from '../../functions/src/features/lifecycle/candidate-data';

const base = (sessionId: string) => `${apiBase}/api/public/interviews/${sessionId}`;
const ask = (sessionId: string, body: unknown) =>
  fetch(`${base(sessionId)}/adjustment-request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/**
 * An interview of a fresh org, scheduled by its owner (who gets the mails), two days ahead: out of
 * the reminder job's window (a day either side of now), which another file runs through Pub/Sub
 * for every org, so no reminder joins the mails counted here.
 */
async function scheduledBy(options: TestInterviewOptions = {}) {
  const { orgId, staff } = await createTestOrg('Adjust Co');
  const interview = await createTestInterview({
    orgId,
    orgName: 'Adjust Co',
    date: new Date(Date.now() + 48 * 60 * 60_000).toISOString(),
    ...options,
  });
  await docRef(collections.interviews, interview.id).update({ createdBy: staff.uid });
  return { interview, staff };
}

const stored = async (interviewId: string) =>
  (await docRef(collections.interviews, interviewId).get()).data()?.adjustmentRequests;

const mailsAbout = async (interviewId: string) =>
  (
    await collectionRef(collections.mail)
      .where('about', 'array-contains', `interview:${interviewId}`)
      .get()
  ).docs;

describe('POST /api/public/interviews/:sessionId/adjustment-request (adjustment)', () => {
  it('stores the trimmed request, mails the scheduler the words, and the link still works', async () => {
    const { interview, staff } = await scheduledBy({ candidateName: 'Robin Request' });
    const res = await ask(interview.sessionId, { message: '  I would like 50% more time.  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true, requestsLeft: 2 });

    const requests = await stored(interview.id);
    expect(requests).toHaveLength(1);
    expect(requests![0].message).toBe('I would like 50% more time.');
    expect(requests![0].requestedAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);

    const mail = await waitForMail(staff.email, (m) => m.subject.includes('Robin Request'));
    expect(mail.subject).toBe('Robin Request asked for another format or an adjustment');
    expect(mail.text).toContain('I would like 50% more time.');
    expect(mail.text).toContain(`/interviews/${interview.id}`);

    // Staff read it through the API too, its time as an ISO string.
    const list = await callEndpoint(endpoints.listInterviews, { as: staff });
    const listed = bodyOf(list, 200).interviews.find((i) => i.id === interview.id);
    expect(listed?.adjustmentRequests).toEqual([
      { message: 'I would like 50% more time.', requestedAt: expect.stringMatching(/Z$/) },
    ]);

    // The interview is untouched: it opens, takes consent and starts as before.
    const session = await fetch(`${base(interview.sessionId)}/questions`);
    expect(session.status).toBe(200);
    expect((await session.json()).interview.status).toBe('scheduled');
    await consentTo(interview.sessionId);
    await openTake(interview.sessionId, 'q1');
  });

  it('refuses bad bodies with a 400 and a clear message, writing nothing', async () => {
    const { interview } = await scheduledBy();
    const cases: [unknown, string][] = [
      [{ message: '' }, CANDIDATE_MESSAGES.adjustmentRequired],
      [{ message: '   \n  ' }, CANDIDATE_MESSAGES.adjustmentRequired],
      [{}, CANDIDATE_MESSAGES.adjustmentRequired],
      [{ message: 42 }, CANDIDATE_MESSAGES.adjustmentRequired],
      [{ message: 'x'.repeat(1001) }, CANDIDATE_MESSAGES.adjustmentTooLong],
    ];
    for (const [body, error] of cases) {
      const res = await ask(interview.sessionId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toBe(error);
    }
    const extra = await ask(interview.sessionId, { message: 'More time', orgId: 'x' });
    expect(extra.status).toBe(400);
    const notJson = await ask(interview.sessionId, '{"message":');
    expect(notJson.status).toBe(400);
    expect(await stored(interview.id)).toBeUndefined();
    expect(await mailsAbout(interview.id)).toHaveLength(0);
    // 1000 characters exactly is accepted.
    expect((await ask(interview.sessionId, { message: 'y'.repeat(1000) })).status).toBe(200);
  });

  it('takes 3 requests per interview and refuses the 4th with a 409, writing nothing', async () => {
    const { interview } = await scheduledBy();
    for (const [i, left] of [2, 1, 0].entries()) {
      const res = await ask(interview.sessionId, { message: `Request ${i + 1}` });
      expect(await res.json()).toEqual({ sent: true, requestsLeft: left });
    }
    const fourth = await ask(interview.sessionId, { message: 'Request 4' });
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).error).toBe(
      'You have already sent 3 requests for this interview. The hiring team will reply to you by email.',
    );
    expect((await stored(interview.id))!.map((r) => r.message)).toEqual([
      'Request 1',
      'Request 2',
      'Request 3',
    ]);
    expect(await mailsAbout(interview.id)).toHaveLength(3);
  });

  it('refuses a completed or cancelled interview (409) and an unknown link (404)', async () => {
    for (const status of ['completed', 'cancelled'] as const) {
      const { interview } = await scheduledBy({ status });
      const res = await ask(interview.sessionId, { message: 'More time' });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toBe(
        status === 'completed'
          ? CANDIDATE_MESSAGES.sessionCompleted
          : CANDIDATE_MESSAGES.sessionCancelled,
      );
      expect(await stored(interview.id)).toBeUndefined();
      expect(await mailsAbout(interview.id)).toHaveLength(0);
    }
    const unknown = await ask('A'.repeat(22), { message: 'More time' });
    expect(unknown.status).toBe(404);
  });

  it("erasing the candidate's data deletes the requests and their mail", async () => {
    const { interview, staff } = await scheduledBy();
    expect((await ask(interview.sessionId, { message: 'Please call me' })).status).toBe(200);
    expect(await mailsAbout(interview.id)).toHaveLength(1);
    await waitForMail(staff.email, (m) => (m.text ?? '').includes('Please call me'));
    const onInterview = { as: staff, params: { id: interview.id } };
    expect((await callEndpoint(endpoints.cancelInterview, onInterview)).status).toBe(200);
    // Every mail about it delivered first (the request's, the candidate's cancellation), so the
    // erasure does not race the mail trigger's own update of a mail it deletes.
    await expect
      .poll(async () => (await mailsAbout(interview.id)).map((m) => m.get('delivery.state')))
      .toEqual(['SUCCESS', 'SUCCESS']);
    expect((await callEndpoint(endpoints.eraseCandidateData, onInterview)).status).toBe(200);
    expect(await stored(interview.id)).toBeUndefined();
    expect(await mailsAbout(interview.id)).toHaveLength(0);
  });

  it('retention deletes the requests with the rest of the candidate data', async () => {
    const { interview } = await scheduledBy();
    expect((await ask(interview.sessionId, { message: 'Large print, please' })).status).toBe(200);
    await docRef(collections.interviews, interview.id).update({ status: 'completed' });
    await purgeInterview(interview.id);
    const after = (await docRef(collections.interviews, interview.id).get()).data()!;
    expect(after.purgedAt).toBeDefined();
    expect(after.adjustmentRequests).toBeUndefined();
  });
});
