// Greenhouse's Assessment Partner API end to end: a stand-in of Greenhouse lists the org's tests,
// sends one (tried again after a lost answer), the candidate's invitation arrives, the candidate
// completes the interview, Greenhouse's polling sees it complete, and once a reviewer decides it
// reads a score. Refused calls (another org's key, a revoked key, a missing scope, malformed
// bodies) answer 4xx `{ error }` and write nothing. Greenhouse's reports of malformed answers are
// kept 30 days without the candidate's email.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { appPaths } from '@shared/contract/app-links';
import { ATS_MESSAGES } from '@shared/messages/ats';
import { INTEGRATIONS_MESSAGES } from '@shared/messages/integrations';
import { collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { createApiKey } from '../support/api-keys';
import { callEndpoint } from '../support/endpoint-client';
import { consentTo } from '../support/candidate';
import { GreenhouseStandIn } from '../support/greenhouse';
import { waitForMail } from '../support/maildev';
import { createTestOrg } from '../support/users';
import type { TestUser } from '../support/users';

const GREENHOUSE_SCOPES = ['interviews:read', 'interviews:write', 'results:read'] as const;

/** The owner revokes the key on the Integrations screen. */
const revokeKey = (owner: TestUser, id: string) =>
  callEndpoint(endpoints.revokeApiKey, { as: owner, params: { id } });

const interviewsOf = async (orgId: string) =>
  (await collectionRef(collections.interviews).where('orgId', '==', orgId).get()).docs;

const sending = (email: string, over: Record<string, unknown> = {}) => ({
  partner_test_id: 'library-behavioral-junior',
  candidate: {
    first_name: 'Gina',
    last_name: 'Greenhouse',
    email,
    greenhouse_profile_url: 'https://app.greenhouse.io/people/1234?application_id=5678',
  },
  url: `https://app.greenhouse.io/integrations/testing_partners/take_home_tests/${randomUUID()}`,
  ...over,
});

describe('Greenhouse assessments: a candidate’s whole journey', () => {
  it('list → send (retried) → invitation → completed → complete → decided → score', async () => {
    const { orgId, staff: owner } = await createTestOrg('Greenhouse Co');
    const key = await createApiKey(owner, GREENHOUSE_SCOPES, 'Greenhouse');
    const greenhouse = new GreenhouseStandIn(key.secret);

    const tests = await greenhouse.listTests();
    expect(tests.status).toBe(200);
    expect(tests.body).toContainEqual({
      partner_test_id: 'library-behavioral-junior',
      partner_test_name: expect.any(String),
    });
    // Nine library sets (three types by three levels), and the org has none of its own yet.
    expect(tests.body).toHaveLength(9);

    // The first answer is lost on its way back: Greenhouse sends again, and gets the same interview.
    const email = `gina-${randomUUID().slice(0, 8)}@example.test`;
    const body = sending(email);
    const sent = await greenhouse.sendTest(body, { loseAnswers: 1 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(greenhouse.calls).toEqual([
      { endpoint: 'list_tests', status: 200 },
      { endpoint: 'send_test', status: 'lost' },
      { endpoint: 'send_test', status: 200 },
    ]);
    const id = (sent.body as { partner_interview_id: string }).partner_interview_id;
    const made = await interviewsOf(orgId);
    expect(made.map((d) => d.id)).toEqual([id]);
    const stored = made[0]!;
    expect(stored.get('createdByApiKey')).toBe(key.id);
    expect(stored.get('candidateName')).toBe('Gina Greenhouse');
    expect(stored.get('type')).toBe('behavioral');
    expect(stored.get('level')).toBe('junior');
    expect(stored.get('status')).toBe('scheduled');

    // A third send of the same stage (Greenhouse retrying much later): still the one interview.
    const again = await greenhouse.sendTest(body);
    expect(again.body).toEqual({ partner_interview_id: id });
    expect(await interviewsOf(orgId)).toHaveLength(1);
    // The same stage sent with other details is a conflict, not a second interview.
    const changed = await greenhouse.sendTest({
      ...body,
      candidate: { ...body.candidate, first_name: 'Other' },
    });
    expect(changed).toEqual({ status: 409, body: { error: ATS_MESSAGES.sentAgainDifferently } });
    expect(await interviewsOf(orgId)).toHaveLength(1);

    // The candidate's invitation, with their link, arrives once.
    const sessionId = String(stored.get('sessionId'));
    const mail = await waitForMail(email);
    expect(mail.text ?? mail.html).toContain(sessionId);

    expect(await greenhouse.testStatus(id)).toEqual({
      status: 200,
      body: { partner_status: 'sent' },
    });

    // The candidate takes the interview and finishes it.
    await consentTo(sessionId);
    const complete = await fetch(`${apiBase}/api/public/interviews/${sessionId}/complete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ questionHistory: [] }),
    });
    expect(complete.status, await complete.clone().text()).toBe(200);

    // Complete, with the review page's link; no score before anyone decided.
    const done = await greenhouse.pollUntil(id, 'complete');
    expect(done).toEqual({
      partner_status: 'complete',
      partner_profile_url: expect.stringMatching(
        new RegExp(`^https?://[^/]+${appPaths.interviewReview(id)}$`),
      ),
    });

    // A reviewer rates two answers (4 and 5) and advances the candidate: mean 4.5 of 1–5 is 88.
    const questions = stored.get('questions') as { id: string }[];
    const review = await callEndpoint(endpoints.saveReview, {
      as: owner,
      params: { id },
      body: {
        ratings: { [questions[0]!.id]: 4, [questions[1]!.id]: 5 },
        comments: {},
        decision: 'advance',
        note: null,
      },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    expect((await greenhouse.testStatus(id)).body).toEqual({
      ...done,
      partner_score: 88,
      metadata: { decision: 'advance' },
    });
    expect(await interviewsOf(orgId)).toHaveLength(1);
  });
});

describe('Greenhouse assessments: refused calls write nothing', () => {
  it('another org’s key, a revoked key, a missing scope, a Bearer key, malformed bodies', async () => {
    const { orgId, staff: owner } = await createTestOrg('Greenhouse Refusals Co');
    const key = await createApiKey(owner, GREENHOUSE_SCOPES, 'Greenhouse');
    const greenhouse = new GreenhouseStandIn(key.secret);
    const email = `refused-${randomUUID().slice(0, 8)}@example.test`;
    const sent = await greenhouse.sendTest(sending(email));
    expect(sent.status).toBe(200);
    const id = (sent.body as { partner_interview_id: string }).partner_interview_id;

    const other = await createTestOrg('Greenhouse Elsewhere Co');
    const otherKey = await createApiKey(other.staff, GREENHOUSE_SCOPES, 'Greenhouse');
    const elsewhere = new GreenhouseStandIn(otherKey.secret);
    expect(await elsewhere.testStatus(id)).toEqual({
      status: 404,
      body: { error: ATS_MESSAGES.interviewNotFound },
    });

    const readOnly = new GreenhouseStandIn((await createApiKey(owner, ['interviews:read'])).secret);
    expect((await readOnly.listTests()).status).toBe(200);
    expect(await readOnly.sendTest(sending(email))).toEqual({
      status: 403,
      body: { error: INTEGRATIONS_MESSAGES.scopeMissing('interviews:write') },
    });
    expect((await readOnly.testStatus(id)).status).toBe(403);

    const revoked = await createApiKey(owner, GREENHOUSE_SCOPES, 'Old Greenhouse');
    expect((await revokeKey(owner, revoked.id)).status).toBe(200);
    const gone = new GreenhouseStandIn(revoked.secret);
    for (const answer of [
      await gone.listTests(),
      await gone.sendTest(sending(email)),
      await gone.testStatus(id),
    ])
      expect(answer).toEqual({ status: 401, body: { error: INTEGRATIONS_MESSAGES.keyInvalid } });

    // The key as a bearer token, or as Basic with a password: refused.
    const asBearer = await fetch(`${apiBase}/api/ats/greenhouse/list_tests`, {
      headers: { Authorization: `Bearer ${key.secret}` },
    });
    expect(asBearer.status).toBe(401);
    expect(await asBearer.json()).toEqual({ error: ATS_MESSAGES.basicKeyRequired });
    const withPassword = await fetch(`${apiBase}/api/ats/greenhouse/list_tests`, {
      headers: { Authorization: `Basic ${Buffer.from(`${key.secret}:x`).toString('base64')}` },
    });
    expect(withPassword.status).toBe(401);

    const malformed: [unknown, number][] = [
      [{}, 400],
      [{ ...sending(email), partner_test_id: '../x' }, 400],
      [{ ...sending(email), partner_test_id: 'no-such-test' }, 404],
      [{ ...sending(email), candidate: 'Gina' }, 400],
      [{ ...sending(email), candidate: { first_name: 'Gina', email: 'not-an-email' } }, 400],
      [{ ...sending(email), candidate: { email } }, 400],
      [{ ...sending(email), candidate: { first_name: 'Gina' } }, 400],
    ];
    for (const [bad, status] of malformed) {
      const answer = await greenhouse.call('POST', 'send_test', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(status);
      expect((answer.body as { error: unknown }).error).toEqual(expect.any(String));
    }
    const broken = await fetch(`${apiBase}/api/ats/greenhouse/send_test`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${key.secret}:`).toString('base64')}`,
        'Content-Type': 'application/json',
      },
      body: '{"partner_test_id":',
    });
    expect(broken.status).toBe(400);
    for (const query of ['', 'partner_interview_id=', 'partner_interview_id=a/b'])
      expect((await greenhouse.call('GET', `test_status?${query}`)).status).toBe(400);

    // Only the first, accepted send made anything: one interview, one idempotency record.
    expect((await interviewsOf(orgId)).map((d) => d.id)).toEqual([id]);
    expect((await interviewsOf(other.orgId)).length).toBe(0);
    const records = await collectionRef(collections.idempotencyRecords, orgId, key.id).get();
    expect(records.size).toBe(1);
    expect((await docRef(collections.interviews, id).get()).get('status')).toBe('scheduled');
  });
});

const reportsOf = async (orgId: string) =>
  (await collectionRef(collections.atsErrorReports).where('orgId', '==', orgId).get()).docs;

describe('Greenhouse assessments: response_error reports', () => {
  it('a report is kept 30 days without the email; bad bodies, a missing scope, a revoked key: nothing', async () => {
    const { orgId, staff: owner } = await createTestOrg('Greenhouse Reports Co');
    const key = await createApiKey(owner, GREENHOUSE_SCOPES, 'Greenhouse');
    const greenhouse = new GreenhouseStandIn(key.secret);
    const report = {
      api_call: 'test_status',
      errors: ["partner_status is 'complete' but partner_profile url is missing"],
      partner_test_id: 12345,
      partner_test_name: 'Personality Test',
      partner_interview_id: '299506',
      candidate_email: 'hpotter@hogwarts.edu',
      some_future_field: true,
    };

    const before = Date.now();
    expect(await greenhouse.reportError(report)).toEqual({ status: 200, body: { status: 200 } });
    const stored = await reportsOf(orgId);
    expect(stored).toHaveLength(1);
    const data = stored[0]!.data();
    expect(data).toEqual({
      orgId,
      partner: 'greenhouse',
      apiCall: 'test_status',
      errors: ["partner_status is 'complete' but partner_profile url is missing"],
      partnerTestId: '12345',
      partnerTestName: 'Personality Test',
      partnerInterviewId: '299506',
      keyId: key.id,
      receivedAt: expect.anything(),
      expireAt: expect.anything(),
    });
    const receivedAt = data.receivedAt.toMillis();
    expect(receivedAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(receivedAt).toBeLessThanOrEqual(Date.now() + 5_000);
    // 30 days: 2 592 000 000 ms.
    expect(data.expireAt.toMillis() - receivedAt).toBe(2_592_000_000);
    expect(JSON.stringify(data)).not.toContain('hogwarts');

    // Only api_call and errors are required; a report of the bare two is kept with null ids.
    expect(
      await greenhouse.reportError({ api_call: 'list_tests', errors: ['not an array'] }),
    ).toEqual({ status: 200, body: { status: 200 } });
    const bare = (await reportsOf(orgId)).find((d) => d.get('apiCall') === 'list_tests')!;
    expect(bare.get('partnerTestId')).toBeNull();
    expect(bare.get('partnerTestName')).toBeNull();
    expect(bare.get('partnerInterviewId')).toBeNull();

    const malformed: unknown[] = [
      {},
      { ...report, errors: undefined },
      { ...report, errors: [] },
      { ...report, errors: 'partner_status is missing' },
      { ...report, errors: ['fine', 7] },
      { ...report, errors: Array.from({ length: 51 }, () => 'e') },
      { ...report, errors: ['e'.repeat(2001)] },
      { ...report, api_call: undefined },
      { ...report, api_call: 'a'.repeat(65) },
      { ...report, api_call: '  ' },
      { ...report, partner_test_id: 1.5 },
      { ...report, partner_interview_id: 'i'.repeat(129) },
      { ...report, partner_interview_id: { id: 1 } },
    ];
    for (const bad of malformed) {
      const answer = await greenhouse.reportError(bad);
      expect(answer.status, JSON.stringify(bad).slice(0, 200)).toBe(400);
      expect((answer.body as { error: unknown }).error).toEqual(expect.any(String));
    }

    // A key without interviews:read: 403; a revoked key: 401.
    const resultsOnly = new GreenhouseStandIn((await createApiKey(owner, ['results:read'])).secret);
    expect(await resultsOnly.reportError(report)).toEqual({
      status: 403,
      body: { error: INTEGRATIONS_MESSAGES.scopeMissing('interviews:read') },
    });
    const revoked = await createApiKey(owner, GREENHOUSE_SCOPES, 'Old Greenhouse');
    expect((await revokeKey(owner, revoked.id)).status).toBe(200);
    expect(await new GreenhouseStandIn(revoked.secret).reportError(report)).toEqual({
      status: 401,
      body: { error: INTEGRATIONS_MESSAGES.keyInvalid },
    });

    // Only the two accepted reports were kept.
    expect(await reportsOf(orgId)).toHaveLength(2);
  });
});
