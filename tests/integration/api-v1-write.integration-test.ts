// The public API v1 beyond reading interviews: scheduling (idempotent per API key and
// Idempotency-Key), cancelling, the org's question sets and a completed interview's results with
// playback URLs that work without a staff session. Every failure is problem details.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { INTEGRATIONS_MESSAGES as M } from '@shared/messages/integrations';
import { INTERVIEW_MESSAGES } from '@shared/messages/interviews';
import { collectionRef, docRef } from '../support/admin';
import { ALL_SCOPES, createApiKey, expectProblem } from '../support/api-keys';
import { sendV1 } from '../support/api-v1';
import { bodyOf, callEndpoint } from '../support/endpoint-client';
import { createTestInterview, schedulePayload, waitForCounters } from '../support/interviews';
import { createTestOrg } from '../support/users';
import type { TestUser } from '../support/users';
import { audioChunks, storeRecording } from './review-media';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** POST /v1/interviews with an Idempotency-Key. */
const create = (secret: string, key: string | undefined, body: unknown) =>
  sendV1('POST', '/interviews', secret, {
    body,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

/** The org's interviews as stored. */
const interviewsOf = async (orgId: string) =>
  (await collectionRef(collections.interviews).where('orgId', '==', orgId).get()).docs;

/** Mails queued to `to` (the candidate's invitation, cancellation). */
const mailsTo = async (to: string) =>
  (await collectionRef(collections.mail).where('to', '==', to).get()).docs.map(
    (d) => d.get('message.subject') as string,
  );

describe('API v1: scheduling an interview with an API key', () => {
  it('schedules as staff do (mail, counters), made by the key; a retry answers the same interview', async () => {
    const { orgId, staff: owner } = await createTestOrg('V1 Write Co');
    const key = await createApiKey(owner, ['interviews:write', 'interviews:read']);
    const body = schedulePayload({ candidateName: 'Wendy Write', type: 'behavioral' });

    const first = await create(key.secret, 'create-wendy-1', body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.replayed).toBeNull();
    const data = first.body.data as { id: string; status: string };
    expect(data).toEqual({
      id: expect.any(String),
      status: 'scheduled',
      candidate: { name: 'Wendy Write', email: body.candidateEmail },
      position: { type: 'behavioral', level: 'senior' },
      scheduledAt: body.date,
      createdAt: expect.any(String),
      completedAt: null,
      questionSetId: 'library-behavioral-senior',
    });

    // The same key and body, its keys in another order: the same interview, nothing new.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retry = await create(key.secret, 'create-wendy-1', reordered);
    expect(retry.status).toBe(200);
    expect(retry.replayed).toBe('true');
    expect(retry.body).toEqual(first.body);

    const stored = await docRef(collections.interviews, data.id).get();
    expect(stored.get('createdByApiKey')).toBe(key.id);
    expect(stored.get('createdBy')).toBe(owner.uid);
    expect((stored.get('questions') as unknown[]).length).toBeGreaterThan(0);
    expect(await interviewsOf(orgId)).toHaveLength(1);
    await expect.poll(() => mailsTo(body.candidateEmail), { timeout: 10_000 }).toHaveLength(1);
    await waitForCounters(orgId, { total: 1, scheduled: 1 });
    const record = await docRef(
      collections.idempotencyRecords,
      orgId,
      key.id,
      sha256('create-wendy-1'),
    ).get();
    expect(record.get('interviewId')).toBe(data.id);
    const ttl = (record.get('expiresAt') as Timestamp).toMillis() - Date.now();
    expect(ttl).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000);

    // The interview reads back through the API as created, never with the session link.
    const got = await sendV1('GET', `/interviews/${data.id}`, key.secret);
    expect(got.body).toEqual(first.body);
    expect(JSON.stringify([first.body, retry.body, got.body])).not.toContain(
      String(stored.get('sessionId')),
    );
  });

  it('10 parallel identical creates make one interview: one 201, nine 200 with its id', async () => {
    const { orgId, staff: owner } = await createTestOrg('V1 Burst Co');
    const key = await createApiKey(owner, ['interviews:write']);
    const body = schedulePayload();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => create(key.secret, 'burst-key', body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(answers.map((a) => (a.body.data as { id: string }).id));
    expect(ids.size).toBe(1);
    expect(await interviewsOf(orgId)).toHaveLength(1);
    await expect.poll(() => mailsTo(body.candidateEmail), { timeout: 10_000 }).toHaveLength(1);
    await waitForCounters(orgId, { total: 1, scheduled: 1 });
  });

  it('the same Idempotency-Key with another body is 409 and makes nothing; keys are per API key', async () => {
    const { orgId, staff: owner } = await createTestOrg('V1 Conflict Co');
    const [one, two] = await Promise.all([
      createApiKey(owner, ['interviews:write']),
      createApiKey(owner, ['interviews:write']),
    ]);
    const body = schedulePayload();
    expect((await create(one.secret, 'shared-key', body)).status).toBe(201);
    expectProblem(
      await create(one.secret, 'shared-key', { ...body, level: 'junior' }),
      409,
      M.idempotencyKeyReused,
    );
    // Even an invalid body: the key was used with another one.
    expectProblem(await create(one.secret, 'shared-key', {}), 409, M.idempotencyKeyReused);
    expect(await interviewsOf(orgId)).toHaveLength(1);
    // Another API key's Idempotency-Key of the same text is its own.
    expect((await create(two.secret, 'shared-key', body)).status).toBe(201);
    expect(await interviewsOf(orgId)).toHaveLength(2);
  });

  it('refuses a missing or malformed Idempotency-Key (400) and a body staff scheduling refuses, recording nothing', async () => {
    const { orgId, staff: owner } = await createTestOrg('V1 Refuse Co');
    const key = await createApiKey(owner, ['interviews:write']);
    const required = M.idempotencyKeyRequired(255);
    expectProblem(await create(key.secret, undefined, schedulePayload()), 400, required);
    expectProblem(await create(key.secret, 'k'.repeat(256), schedulePayload()), 400, required);
    expectProblem(await create(key.secret, 'tab\there', schedulePayload()), 400, required);
    expect((await create(key.secret, 'k'.repeat(255), schedulePayload())).status).toBe(201);

    const past = new Date(Date.now() - 3_600_000).toISOString();
    expectProblem(
      await create(key.secret, 'past-1', schedulePayload({ date: past })),
      400,
      INTERVIEW_MESSAGES.timeInPast,
    );
    expect((await create(key.secret, 'bad-type', schedulePayload({ type: 'chess' }))).status).toBe(
      400,
    );
    // A refused body records nothing: the same Idempotency-Key then schedules.
    expect((await create(key.secret, 'past-1', schedulePayload())).status).toBe(201);
    expect(await interviewsOf(orgId)).toHaveLength(2);
  });
});

describe('API v1: cancelling', () => {
  it('cancels as staff do (the candidate is told), made by the key; again is 409; another org’s is 404', async () => {
    const { orgId, staff: owner } = await createTestOrg('V1 Cancel Co');
    const key = await createApiKey(owner, ['interviews:write']);
    const body = schedulePayload();
    const made = await create(key.secret, 'to-cancel', body);
    const id = (made.body.data as { id: string }).id;

    const cancelled = await sendV1('POST', `/interviews/${id}/cancel`, key.secret);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ id, status: 'cancelled' });
    const stored = await docRef(collections.interviews, id).get();
    expect(stored.get('cancelledByApiKey')).toBe(key.id);
    expect(stored.get('cancelledBy')).toBe(owner.uid);
    await expect.poll(() => mailsTo(body.candidateEmail), { timeout: 10_000 }).toHaveLength(2);
    await waitForCounters(orgId, { total: 1, scheduled: 0, cancelled: 1 });

    expectProblem(
      await sendV1('POST', `/interviews/${id}/cancel`, key.secret),
      409,
      INTERVIEW_MESSAGES.notScheduled,
    );
    const completed = await createTestInterview({ orgId, status: 'completed' });
    expectProblem(
      await sendV1('POST', `/interviews/${completed.id}/cancel`, key.secret),
      409,
      INTERVIEW_MESSAGES.notScheduled,
    );

    const other = await createTestOrg('Other Co');
    const otherKey = await createApiKey(other.staff, ['interviews:write']);
    const theirs = await createTestInterview({ orgId });
    expectProblem(
      await sendV1('POST', `/interviews/${theirs.id}/cancel`, otherKey.secret),
      404,
      M.interviewNotFound,
    );
    expect((await docRef(collections.interviews, theirs.id).get()).get('status')).toBe('scheduled');
  });
});

describe('API v1: question sets', () => {
  it('lists the org’s own sets (not another org’s) and the library’s, without their questions', async () => {
    const { staff: owner } = await createTestOrg('V1 Sets Co');
    const other = await createTestOrg('Other Sets Co');
    const question = {
      id: 'q1',
      text: 'Why us?',
      hint: null,
      rubric: ['Knows the product'],
      thinkTimeSec: 30,
      answerLimitSec: 120,
      retakes: 1,
      answerMode: 'speak' as const,
    };
    const mine = await callEndpoint(endpoints.createQuestionSet, {
      as: owner,
      body: {
        name: 'Support engineers',
        description: 'For the support team',
        questions: [question, { ...question, id: 'q2', text: 'A hard ticket?' }],
      },
    });
    const mineId = bodyOf(mine, 201).questionSet.id;
    const theirs = await callEndpoint(endpoints.createQuestionSet, {
      as: other.staff,
      body: { name: 'Not yours', description: '', questions: [question] },
    });
    expect(theirs.status).toBe(201);
    const key = await createApiKey(owner, ['interviews:read']);

    const res = await sendV1('GET', '/question-sets', key.secret);
    expect(res.status).toBe(200);
    const sets = res.body.data as { id: string; source: string }[];
    expect(sets[0]).toEqual({
      id: mineId,
      name: 'Support engineers',
      source: 'org',
      position: null,
      questionCount: 2,
      archived: false,
    });
    expect(sets.filter((s) => s.source === 'org')).toHaveLength(1);
    expect(sets.filter((s) => s.source === 'library')).toHaveLength(9);
    expect(sets).toContainEqual({
      id: 'library-technical-junior',
      name: expect.any(String),
      source: 'library',
      position: { type: 'technical', level: 'junior' },
      questionCount: expect.any(Number),
      archived: false,
    });
    expect(JSON.stringify(res.body)).not.toContain('Why us?');
    expect(JSON.stringify(res.body)).not.toContain('Not yours');
  });
});

describe('API v1: scopes of the new routes', () => {
  const routes = [
    ['POST /api/v1/interviews', 'interviews:write'],
    ['POST /api/v1/interviews/:id/cancel', 'interviews:write'],
    ['GET /api/v1/interviews/:id/results', 'results:read'],
    ['GET /api/v1/question-sets', 'interviews:read'],
  ] as const;
  for (const scope of ALL_SCOPES)
    it(`a key with only ${scope}: each new route is allowed only with its own scope (else 403 naming it)`, async () => {
      const { orgId, staff: owner } = await createTestOrg('V1 Scopes Co');
      const [scheduled, completed] = await Promise.all([
        createTestInterview({ orgId }),
        createTestInterview({ orgId, status: 'completed' }),
      ]);
      const { secret } = await createApiKey(owner, [scope]);
      const call = {
        'POST /api/v1/interviews': () => create(secret, `scope-${scope}`, schedulePayload()),
        'POST /api/v1/interviews/:id/cancel': () =>
          sendV1('POST', `/interviews/${scheduled.id}/cancel`, secret),
        'GET /api/v1/interviews/:id/results': () =>
          sendV1('GET', `/interviews/${completed.id}/results`, secret),
        'GET /api/v1/question-sets': () => sendV1('GET', '/question-sets', secret),
      };
      for (const [route, needs] of routes) {
        const res = await call[route]();
        if (needs === scope) expect(res.status, route).toBeLessThan(300);
        else expectProblem(res, 403, M.scopeMissing(needs));
      }
    });
});

/** A completed interview with AI assist, two answers (one recorded), insights and a review. */
/** Until the analysis trigger has stored insights for each of the answers (30 s at most). */
async function waitForInsights(interviewId: string, questionIds: string[]) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const stored = await Promise.all(
      questionIds.map((q) => docRef(collections.insights, interviewId, q).get()),
    );
    if (stored.every((snap) => snap.exists)) return;
    if (Date.now() > deadline) throw new Error(`no insights for ${interviewId} after 30 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function completedWithResults(orgId: string, reviewer: TestUser) {
  const interview = await createTestInterview({ orgId, status: 'completed' });
  await docRef(collections.interviews, interview.id).update({
    aiAssist: true,
    completedAt: Timestamp.now(),
  });
  const transcript = 'I am a backend engineer. I led the billing migration last year.';
  const now = Timestamp.now();
  await Promise.all([
    docRef(collections.answers, interview.id, 'q1').set({
      questionId: 'q1',
      transcript,
      savedAt: now,
      take: 1,
    }),
    docRef(collections.answers, interview.id, 'q2').set({
      questionId: 'q2',
      transcript: 'Typed.',
      savedAt: now,
      take: 1,
    }),
  ]);
  // The answers' analysis trigger runs on its own: wait for it, so q1's evidence below is not
  // overwritten by it afterwards (it runs only when an answer is written).
  await waitForInsights(interview.id, ['q1', 'q2']);
  await Promise.all([
    docRef(collections.insights, interview.id, 'q1').set({
      questionId: 'q1',
      take: 1,
      transcriptSha256: sha256(transcript),
      computedAt: now,
      coverage: [
        {
          point: 'Names their role',
          status: 'covered',
          quotes: [{ text: 'I am a backend engineer.', start: 0, end: 24, offsetMs: 0 }],
        },
        { point: 'Mentions a team', status: 'missing', quotes: [] },
      ],
      summary: [],
      delivery: {
        mode: 'spoken',
        words: 12,
        speakingMs: 4000,
        wordsPerMinute: 180,
        longPauses: 0,
        fillerRate: 0,
      },
      engine: { name: 'local', version: 'test-1' },
    }),
    storeRecording(interview.id, 'q1', audioChunks, { mimeType: 'audio/webm;codecs=opus' }),
  ]);
  const review = await callEndpoint(endpoints.saveReview, {
    as: reviewer,
    params: { id: interview.id },
    body: {
      ratings: { q1: 4 },
      comments: { q1: 'Clear and concrete.' },
      decision: 'advance',
      note: 'Strong.',
    },
  });
  expect(review.status, JSON.stringify(review.body)).toBe(200);
  return { ...interview, transcript };
}

describe('API v1: a completed interview’s results', () => {
  it('answers, reviews, AI assist evidence and a playback URL that streams without a session', async () => {
    const { orgId, staff: owner } = await createTestOrg('V1 Results Co');
    const interview = await completedWithResults(orgId, owner);
    const key = await createApiKey(owner, ['results:read']);

    const res = await sendV1('GET', `/interviews/${interview.id}/results`, key.secret);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.cacheControl).toBe('private, no-store');
    const data = res.body.data as {
      interview: { id: string; status: string };
      answers: { recording: { url: string; expiresAt: string } | null }[];
    };
    expect(data.interview).toMatchObject({ id: interview.id, status: 'completed' });
    expect(data.answers).toEqual([
      {
        questionId: 'q1',
        question: 'Tell us about yourself.',
        followUpTo: null,
        transcript: interview.transcript,
        recording: {
          url: expect.stringMatching(
            new RegExp(`/api/interviews/${interview.id}/recordings/q1\\?grant=[A-Za-z0-9_-]{43}$`),
          ),
          mimeType: 'audio/webm;codecs=opus',
          expiresAt: expect.any(String),
        },
        aiAssist: {
          coverage: [
            {
              point: 'Names their role',
              finding: 'covered',
              label: 'Evidence found',
              evidence: [{ quote: 'I am a backend engineer.', offsetMs: 0 }],
            },
            {
              point: 'Mentions a team',
              finding: 'missing',
              label: 'No evidence found',
              evidence: [],
            },
          ],
          tooLittleText: false,
        },
      },
      {
        questionId: 'q2',
        question: 'Describe a project you are proud of.',
        followUpTo: null,
        transcript: 'Typed.',
        recording: null,
        // The trigger's own verdict on a one-word answer.
        aiAssist: { coverage: [], tooLittleText: true },
      },
    ]);
    expect(res.body.data).toMatchObject({
      reviews: [
        {
          reviewer: { name: expect.any(String), email: owner.email },
          ratings: { q1: 4 },
          comments: { q1: 'Clear and concrete.' },
          decision: 'advance',
          note: 'Strong.',
          updatedAt: expect.any(String),
        },
      ],
    });
    expect(JSON.stringify(res.body)).not.toContain(interview.sessionId);

    // The URL works as it is: no key, no staff token; bytes of the stored recording, ranges too.
    const { url, expiresAt } = data.answers[0].recording!;
    const expiresIn = Date.parse(expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    const range = await fetch(url, { headers: { Range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(bytes.subarray(0, 100));
    // The grant is for this interview only.
    const elsewhere = await createTestInterview({ orgId, status: 'completed' });
    const moved = url.replace(interview.id, elsewhere.id);
    expect((await fetch(moved)).status).toBe(401);

    // Expired as the grant expires: then refused.
    const grant = new URL(url).searchParams.get('grant')!;
    await docRef(collections.playbackGrants, sha256(grant)).update({
      expiresAt: Timestamp.fromMillis(Date.now() - 1_000),
    });
    await new Promise((r) => setTimeout(r, 3_100));
    expect((await fetch(url)).status).toBe(401);
  });

  it('a revoked key’s playback URL stops working', async () => {
    const { orgId, staff: owner } = await createTestOrg('V1 Revoke Co');
    const interview = await completedWithResults(orgId, owner);
    const key = await createApiKey(owner, ['results:read']);
    const res = await sendV1('GET', `/interviews/${interview.id}/results`, key.secret);
    const { url } = (res.body.data as { answers: { recording: { url: string } }[] }).answers[0]
      .recording;
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
    const revoke = await callEndpoint(endpoints.revokeApiKey, {
      as: owner,
      params: { id: key.id },
    });
    expect(revoke.status).toBe(200);
    // A use confirmed a moment ago is trusted for 3 s, no longer.
    await new Promise((r) => setTimeout(r, 3_100));
    expect((await fetch(url)).status).toBe(401);
  });

  it('409 until completed (scheduled, cancelled); 404 for another org’s interview or key', async () => {
    const { orgId, staff: owner } = await createTestOrg('V1 Not Yet Co');
    const key = await createApiKey(owner, ['results:read']);
    for (const status of ['scheduled', 'cancelled'] as const) {
      const interview = await createTestInterview({ orgId, status });
      expectProblem(
        await sendV1('GET', `/interviews/${interview.id}/results`, key.secret),
        409,
        M.notCompleted,
      );
    }
    const completed = await createTestInterview({ orgId, status: 'completed' });
    const other = await createTestOrg('Other Results Co');
    const otherKey = await createApiKey(other.staff, ['results:read']);
    expectProblem(
      await sendV1('GET', `/interviews/${completed.id}/results`, otherKey.secret),
      404,
      M.interviewNotFound,
    );
    expect(
      (
        await collectionRef(collections.playbackGrants)
          .where('interviewId', '==', completed.id)
          .get()
      ).size,
    ).toBe(0);
    // Completed with nothing recorded: answers without recordings, and no grant is made.
    const res = await sendV1('GET', `/interviews/${completed.id}/results`, key.secret);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      answers: [
        { questionId: 'q1', transcript: null, recording: null, aiAssist: null },
        { questionId: 'q2', transcript: null, recording: null, aiAssist: null },
      ],
      reviews: [],
    });
  });
});
