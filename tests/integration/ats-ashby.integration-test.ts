// Ashby's Assessments Partner API end to end: an owner stores the org's Ashby key, a stand-in of
// Ashby lists the org's assessments, starts one (tried again after a lost answer), the candidate's
// invitation arrives once, the candidate starts and completes the interview and a reviewer
// decides, each told to Ashby's assessment.update with the stored key; a second start is
// cancelled (twice, as a retry would), which Ashby is told too.
// Refused calls (another org's key or assessment, a revoked key, a missing scope, malformed
// bodies) answer 4xx `{ error }` and write nothing.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPaths } from '@shared/contract/app-links';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { ATS_MESSAGES } from '@shared/messages/ats';
import { INTEGRATIONS_MESSAGES } from '@shared/messages/integrations';
import { adminDb, collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { createApiKey } from '../support/api-keys';
import { AshbyStandIn, AshbyUpdateReceiver } from '../support/ashby';
import { callApi } from '../support/call-api';
import { callEndpoint } from '../support/endpoint-client';
import type { StartBody } from '../support/ashby';
import { consentTo } from '../support/candidate';
import { mailsTo, waitForMail } from '../support/maildev';
import { createTestOrg, createTestUser } from '../support/users';
import type { ReceivedMail } from '../support/maildev';
import type { TestUser } from '../support/users';

/**
 * The candidate's invitation from `orgName`. An interview an ATS starts is due now, so the
 * reminder job (which another file runs through Pub/Sub, for every org) may also mail its
 * candidate: only the invitation is counted.
 */
const invitationFrom = (orgName: string) => (mail: ReceivedMail) =>
  mail.subject === `Your interview with ${orgName}`;

const ASHBY_SCOPES = ['interviews:read', 'interviews:write'] as const;

/** The org's Ashby key as the Integrations screen reads, stores and clears it. */
const connection = {
  get: (as: TestUser) => callEndpoint(endpoints.getAshbyConnection, { as }),
  set: (as: TestUser, apiKey: string) =>
    callEndpoint(endpoints.setAshbyConnection, { as, body: { apiKey } }),
  clear: (as: TestUser) => callEndpoint(endpoints.clearAshbyConnection, { as }),
};

// Ashby's side of assessment.update, where the emulated functions call (functions/.env).
const receiver = new AshbyUpdateReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

/** Runs the retry job once, as its schedule would, through its Pub/Sub topic. */
async function runRetryJob() {
  const host = process.env.PUBSUB_EMULATOR_HOST ?? '127.0.0.1:8085';
  const res = await fetch(
    `http://${host}/v1/projects/demo-hiq/topics/firebase-schedule-retryAshbyUpdates:publish`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ data: Buffer.from('{}').toString('base64') }] }),
    },
  );
  expect(res.status).toBe(200);
}

const status = (value: string) => ({
  identifier: 'status',
  label: 'Status',
  type: 'string',
  value,
});

const interviewsOf = async (orgId: string) =>
  (await collectionRef(collections.interviews).where('orgId', '==', orgId).get()).docs;

const starting = (email: string, over: Partial<StartBody> = {}): StartBody => ({
  assessment_type_id: 'library-technical-senior',
  candidate: {
    ashby_id: randomUUID(),
    first_name: 'Ada',
    last_name: 'Ashby',
    email,
    ashby_profile_url: 'https://app.ashbyhq.com/candidates/1',
  },
  application: { ashby_id: randomUUID(), status: 'Active' },
  job: {
    ashby_id: randomUUID(),
    name: 'Backend Engineer',
    ashby_job_url: 'https://app.ashbyhq.com/jobs/1',
  },
  ...over,
});

describe('Ashby assessments: a candidate’s whole journey', () => {
  it('list → start (retried) → one invitation → completed; another started then cancelled', async () => {
    const { orgId, staff: owner } = await createTestOrg('Ashby Co');
    const key = await createApiKey(owner, ASHBY_SCOPES, 'Ashby');
    const ashby = new AshbyStandIn(key.secret);

    // The owner stores the org's Ashby key: it is never answered back, only its last 4.
    const ashbyKey = `ashby-${randomUUID()}`;
    receiver.accept(ashbyKey);
    // The literal path, independent of the contract: the oracle for the endpoints' paths.
    expect(await callApi('GET', '/ats/ashby/connection', owner)).toMatchObject({
      status: 200,
      body: { configured: false, last4: null },
    });
    expect(await connection.set(owner, ashbyKey)).toMatchObject({
      status: 200,
      body: { configured: true, last4: ashbyKey.slice(-4) },
    });
    expect(await connection.get(owner)).toMatchObject({
      status: 200,
      body: { configured: true, last4: ashbyKey.slice(-4) },
    });
    expect((await docRef(collections.ashbyConnections, orgId).get()).get('apiKey')).toBe(ashbyKey);

    const list = await ashby.list();
    expect(list.status).toBe(200);
    const { success, results } = list.body as {
      success: boolean;
      results: { assessment_type_id: string; name: string; description: string }[];
    };
    expect(success).toBe(true);
    // Nine library sets (three types by three levels), and the org has none of its own yet.
    expect(results).toHaveLength(9);
    expect(results).toContainEqual({
      assessment_type_id: 'library-technical-senior',
      name: expect.any(String),
      description: expect.stringContaining('questions'),
    });

    // The first answer is lost on its way back: Ashby starts again, and gets the same interview.
    const email = `ada-${randomUUID().slice(0, 8)}@example.test`;
    const body = starting(email);
    const first = await ashby.start(body, { loseAnswers: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(ashby.calls).toEqual([
      { endpoint: 'assessment.list', status: 200 },
      { endpoint: 'assessment.start', status: 'lost' },
      { endpoint: 'assessment.start', status: 200 },
    ]);
    const id = (first.body as { results: { assessment_id: string } }).results.assessment_id;
    expect(first.body).toEqual({ success: true, results: { assessment_id: id } });
    const made = await interviewsOf(orgId);
    expect(made.map((d) => d.id)).toEqual([id]);
    const stored = made[0]!;
    expect(stored.get('createdByApiKey')).toBe(key.id);
    expect(stored.get('candidateName')).toBe('Ada Ashby');
    expect(stored.get('type')).toBe('technical');
    expect(stored.get('level')).toBe('senior');
    expect(stored.get('status')).toBe('scheduled');

    // Started again later with the application moved on: still the one interview.
    const again = await ashby.start({
      ...body,
      application: { ...body.application, status: 'Hired' },
    });
    expect(again).toEqual({ status: 200, body: { success: true, results: { assessment_id: id } } });
    // The same application and assessment for another candidate is a conflict.
    const other = await ashby.start({
      ...body,
      candidate: { ...body.candidate, ashby_id: randomUUID(), email: `x-${email}` },
    });
    expect(other).toEqual({
      status: 409,
      body: { error: ATS_MESSAGES.startedAgainDifferently },
    });
    expect(await interviewsOf(orgId)).toHaveLength(1);

    // The candidate's invitation, with their link, arrives once.
    const sessionId = String(stored.get('sessionId'));
    const mail = await waitForMail(email, invitationFrom('Ashby Co'));
    expect(mail.text ?? mail.html).toContain(sessionId);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await mailsTo(email)).filter(invitationFrom('Ashby Co'))).toHaveLength(1);

    // The candidate takes the interview and finishes it; a cancel now is refused.
    await consentTo(sessionId);
    const complete = await fetch(`${apiBase}/api/public/interviews/${sessionId}/complete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ questionHistory: [] }),
    });
    expect(complete.status, await complete.clone().text()).toBe(200);
    expect(await ashby.cancel(id)).toEqual({
      status: 409,
      body: { error: ATS_MESSAGES.assessmentAlreadyCompleted },
    });
    expect((await docRef(collections.interviews, id).get()).get('status')).toBe('completed');

    // A reviewer decides; Ashby was told of the start, the completion and the decision, each with
    // the stored key, the completion and decision with the review page's link.
    const questions = stored.get('questions') as { id: string }[];
    const review = await callEndpoint(endpoints.saveReview, {
      as: owner,
      params: { id },
      body: { ratings: { [questions[0]!.id]: 4 }, comments: {}, decision: 'advance', note: null },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    const updates = await receiver.updatesFor(id, 3);
    expect(updates.every((u) => u.apiKey === ashbyKey)).toBe(true);
    const profile = {
      identifier: 'review',
      label: 'Review in HiQ',
      type: 'url',
      value: expect.stringMatching(new RegExp(`^https?://[^/]+${appPaths.interviewReview(id)}$`)),
    };
    const at = expect.any(Number);
    expect(updates.map((u) => u.body)).toEqual([
      { assessment_id: id, timestamp: at, assessment_status: status('Started') },
      {
        assessment_id: id,
        timestamp: at,
        assessment_status: status('Completed'),
        assessment_profile_url: profile,
        assessment_result: {
          identifier: 'result',
          label: 'Result',
          type: 'string',
          value: 'Completed',
        },
      },
      {
        assessment_id: id,
        timestamp: at,
        assessment_status: status('Decided'),
        assessment_profile_url: profile,
        assessment_result: {
          identifier: 'result',
          label: 'Decision',
          type: 'string',
          value: 'advance',
        },
      },
    ]);
    const sent = await collectionRef(collections.ashbyUpdates).where('interviewId', '==', id).get();
    expect(sent.docs.map((d) => [d.get('state'), d.get('responseStatus')])).toEqual([
      ['SUCCESS', 200],
      ['SUCCESS', 200],
      ['SUCCESS', 200],
    ]);

    // Another application's start, cancelled; the retried cancel answers the same.
    const second = await ashby.start(starting(`bo-${randomUUID().slice(0, 8)}@example.test`));
    expect(second.status).toBe(200);
    const secondId = (second.body as { results: { assessment_id: string } }).results.assessment_id;
    expect(secondId).not.toBe(id);
    for (let i = 0; i < 2; i++)
      expect(await ashby.cancel(secondId)).toEqual({
        status: 200,
        body: { success: true, results: { assessment_id: secondId } },
      });
    expect((await docRef(collections.interviews, secondId).get()).get('status')).toBe('cancelled');
    expect(await receiver.updatesFor(secondId, 1)).toEqual([
      {
        apiKey: ashbyKey,
        body: {
          assessment_id: secondId,
          timestamp: expect.any(Number),
          cancelled_reason: {
            identifier: 'cancelled_reason',
            label: 'Cancelled',
            type: 'string',
            value: 'Cancelled in HiQ',
          },
        },
      },
    ]);
    // Its own timeout: the emulated triggers tell Ashby four times (17 s here, more on CI), and
    // each wait for them may take up to 45 s on a loaded machine.
  }, 150_000);
});

describe('Ashby assessments: refused calls write nothing', () => {
  it('another org’s key, a revoked key, a missing scope, a Bearer key, malformed bodies', async () => {
    const { orgId, staff: owner } = await createTestOrg('Ashby Refusals Co');
    const key = await createApiKey(owner, ASHBY_SCOPES, 'Ashby');
    const ashby = new AshbyStandIn(key.secret);
    const email = `refused-${randomUUID().slice(0, 8)}@example.test`;
    const sent = await ashby.start(starting(email));
    expect(sent.status).toBe(200);
    const id = (sent.body as { results: { assessment_id: string } }).results.assessment_id;

    // Another org's key cannot see or cancel this org's assessment.
    const other = await createTestOrg('Ashby Elsewhere Co');
    const elsewhere = new AshbyStandIn(
      (await createApiKey(other.staff, ASHBY_SCOPES, 'Ashby')).secret,
    );
    expect(await elsewhere.cancel(id)).toEqual({
      status: 404,
      body: { error: ATS_MESSAGES.assessmentNotFound },
    });

    const readOnly = new AshbyStandIn((await createApiKey(owner, ['interviews:read'])).secret);
    expect((await readOnly.list()).status).toBe(200);
    for (const answer of [await readOnly.start(starting(email)), await readOnly.cancel(id)])
      expect(answer).toEqual({
        status: 403,
        body: { error: INTEGRATIONS_MESSAGES.scopeMissing('interviews:write') },
      });

    const revoked = await createApiKey(owner, ASHBY_SCOPES, 'Old Ashby');
    const revoke = await callEndpoint(endpoints.revokeApiKey, {
      as: owner,
      params: { id: revoked.id },
    });
    expect(revoke.status).toBe(200);
    const gone = new AshbyStandIn(revoked.secret);
    for (const answer of [
      await gone.list(),
      await gone.start(starting(email)),
      await gone.cancel(id),
    ])
      expect(answer).toEqual({ status: 401, body: { error: INTEGRATIONS_MESSAGES.keyInvalid } });
    const wrong = new AshbyStandIn(`${key.secret.slice(0, -1)}x`);
    expect((await wrong.list()).status).toBe(401);

    // No key, or the key as a bearer token: refused.
    const refusedHeaders: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${key.secret}` },
    ];
    for (const headers of refusedHeaders) {
      const answer = await fetch(`${apiBase}/api/ats/ashby/assessment.list`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(answer.status).toBe(401);
    }

    const malformed: [unknown, number][] = [
      [{}, 400],
      [{ ...starting(email), assessment_type_id: '../x' }, 400],
      [{ ...starting(email), assessment_type_id: 'no-such-set' }, 404],
      [{ ...starting(email), candidate: 'Ada' }, 400],
      [{ ...starting(email), candidate: { ...starting(email).candidate, email: 'nope' } }, 400],
      [
        {
          ...starting(email),
          candidate: { ...starting(email).candidate, first_name: '', last_name: ' ' },
        },
        400,
      ],
      [{ ...starting(email), application: undefined }, 400],
      [{ ...starting(email), application: { status: 'Active' } }, 400],
    ];
    for (const [bad, status] of malformed) {
      const answer = await ashby.call('assessment.start', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(status);
      expect((answer.body as { error: unknown }).error).toEqual(expect.any(String));
    }
    for (const bad of [{}, { assessment_id: 'a/b' }, { assessment_id: 7 }])
      expect((await ashby.call('assessment.cancel', bad)).status).toBe(400);
    expect((await ashby.cancel('no-such-interview')).status).toBe(404);

    // Only the first, accepted start made anything: one interview, one idempotency record.
    expect((await interviewsOf(orgId)).map((d) => d.id)).toEqual([id]);
    expect((await interviewsOf(other.orgId)).length).toBe(0);
    const records = await collectionRef(collections.idempotencyRecords, orgId, key.id).get();
    expect(records.size).toBe(1);
    expect((await docRef(collections.interviews, id).get()).get('status')).toBe('scheduled');
    await waitForMail(email, invitationFrom('Ashby Refusals Co'));
    expect((await mailsTo(email)).filter(invitationFrom('Ashby Refusals Co'))).toHaveLength(1);
  });
});

/** Waits for the emulated trigger or retry job, as long as a busy machine needs. */
const UPDATED = { timeout: 45_000, interval: 250 };

describe('Ashby assessments: an update that does not read', () => {
  it('fails for good at once, and the retry job leaves it alone and goes on with the next', async () => {
    // An org without an Ashby key: a readable update of it fails an attempt and waits.
    const stored = {
      orgId: `no-ashby-${randomUUID().slice(0, 8)}`,
      interviewId: `iv-${randomUUID().slice(0, 8)}`,
      payload: '{}',
      state: 'PENDING',
      attempts: 0,
      nextAttemptAt: null,
      leaseExpireTime: null,
      lastAttemptAt: null,
      responseStatus: null,
      error: null,
    } as const;
    // Written around the contract (no converter), as a faulty migration or console edit would.
    const broken = adminDb.collection(collections.ashbyUpdates.path()).doc();
    await broken.create({ ...stored, payload: 42, createdAt: Timestamp.now() });

    // The trigger's attempt fails it for good, by field paths: the rest stays as stored.
    await expect.poll(async () => (await broken.get()).get('state'), UPDATED).toBe('FAILED');
    const failed = await broken.get();
    expect(failed.data()).toMatchObject({
      ...stored,
      payload: 42,
      state: 'FAILED',
      error: ATS_MESSAGES.ashbyUpdateUnreadable,
    });

    // A readable update due for a retry: the job sends it (no key: a failed attempt) and does
    // not touch the failed one again.
    const due = collectionRef(collections.ashbyUpdates).doc();
    await due.create({
      ...stored,
      state: 'ERROR',
      attempts: 1,
      nextAttemptAt: Timestamp.fromMillis(Date.now() - 1000),
      createdAt: Timestamp.now(),
    });
    await runRetryJob();
    await expect
      .poll(async () => {
        const update = await due.get();
        return [update.get('state'), update.get('attempts')];
      }, UPDATED)
      .toEqual(['ERROR', 2]);
    expect((await due.get()).get('error')).toBe(ATS_MESSAGES.ashbyKeyMissing);
    expect((await broken.get()).updateTime!.isEqual(failed.updateTime!)).toBe(true);
  }, 120_000);
});

describe('Ashby assessments: the org’s Ashby key', () => {
  it('owners only set it, nobody reads it back; an update Ashby refused is retried with the new key', async () => {
    const { orgId, staff: owner } = await createTestOrg('Ashby Key Co');
    const member = await createTestUser({ role: 'staff', orgId });
    expect((await connection.get(member)).status).toBe(200);
    for (const answer of [
      await connection.set(member, 'ashby-member-key'),
      await connection.clear(member),
    ])
      expect(answer).toMatchObject({
        status: 403,
        body: { error: ATS_MESSAGES.ashbyKeyOwnersOnly },
      });
    // Sent as they are: some of these bodies are outside what the contract can type.
    for (const bad of [{}, { apiKey: '' }, { apiKey: 'has space in it' }, { apiKey: 7 }])
      expect((await callApi('PUT', '/ats/ashby/connection', owner, bad)).status).toBe(400);
    expect((await docRef(collections.ashbyConnections, orgId).get()).exists).toBe(false);

    // A key Ashby does not accept (revoked there): the update is refused and waits for a retry.
    const stale = `stale-${randomUUID()}`;
    expect((await connection.set(owner, stale)).status).toBe(200);
    const ashby = new AshbyStandIn((await createApiKey(owner, ASHBY_SCOPES, 'Ashby')).secret);
    const started = await ashby.start(starting(`stale-${randomUUID().slice(0, 8)}@example.test`));
    const id = (started.body as { results: { assessment_id: string } }).results.assessment_id;
    expect((await ashby.cancel(id)).status).toBe(200);
    expect(await receiver.updatesFor(id, 1)).toEqual([
      { apiKey: stale, body: expect.objectContaining({ assessment_id: id }) },
    ]);
    const updates = collectionRef(collections.ashbyUpdates).where('interviewId', '==', id);
    for (let i = 0; i < 40; i++) {
      if ((await updates.get()).docs[0]?.get('state') === 'ERROR') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const [update] = (await updates.get()).docs;
    expect(update?.get('state')).toBe('ERROR');
    expect(update?.get('responseStatus')).toBe(401);
    expect(update?.get('nextAttemptAt')).not.toBeNull();

    // The owner stores the right key; once the backoff has passed, the retry job sends it again.
    const fresh = `fresh-${randomUUID()}`;
    receiver.accept(fresh);
    expect((await connection.set(owner, fresh)).status).toBe(200);
    await update!.ref.update({ nextAttemptAt: Timestamp.fromMillis(Date.now() - 1000) });
    await runRetryJob();
    const retried = await receiver.updatesFor(id, 2);
    expect(retried.map((u) => u.apiKey)).toEqual([stale, fresh]);
    expect(retried[1]!.body).toEqual(retried[0]!.body);
    for (let i = 0; i < 40; i++) {
      if ((await updates.get()).docs[0]?.get('state') === 'SUCCESS') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const [done] = (await updates.get()).docs;
    expect([done?.get('state'), done?.get('attempts'), done?.get('responseStatus')]).toEqual([
      'SUCCESS',
      2,
      200,
    ]);

    // Cleared: members see it unset, and the stored key is gone.
    expect(await connection.clear(owner)).toMatchObject({
      status: 200,
      body: { configured: false, last4: null },
    });
    expect((await docRef(collections.ashbyConnections, orgId).get()).exists).toBe(false);
  });
});
