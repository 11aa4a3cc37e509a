import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { consentTo } from '../support/candidate';
import { createTestInterview } from '../support/interviews';

const base = (sessionId: string) => `${apiBase}/api/public/interviews/${sessionId}`;
const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const postAudio = (
  sessionId: string,
  query: string,
  body: Uint8Array,
  type = 'audio/webm;codecs=opus',
) =>
  fetch(`${base(sessionId)}/audio?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: new Uint8Array(body),
  });
const unknownSession = () => randomBytes(16).toString('base64url');

describe('GET /api/public/interviews/:sessionId/questions', () => {
  it('returns the questions, which interview this is and the answers so far', async () => {
    const interview = await createTestInterview({ orgName: 'Globex Test', type: 'behavioral' });
    await consentTo(interview.sessionId);
    await postJson(`${base(interview.sessionId)}/answer`, {
      questionId: 'q1',
      transcript: 'Hello there',
    });
    const res = await fetch(`${base(interview.sessionId)}/questions`);
    expect(res.status).toBe(200);
    const body = await res.json();
    // Questions scheduled without settings: untimed, no retakes, spoken or typed.
    const legacy = { thinkTimeSec: 0, answerLimitSec: null, retakes: 0, answerMode: 'either' };
    expect(body.questions).toEqual([
      {
        id: 'q1',
        text: 'Tell us about yourself.',
        hint: 'Your background in two minutes.',
        ...legacy,
      },
      { id: 'q2', text: 'Describe a project you are proud of.', hint: null, ...legacy },
    ]);
    expect(body.interview).toEqual({
      candidateName: 'Casey Candidate',
      orgName: 'Globex Test',
      type: 'behavioral',
      level: 'mid',
      status: 'scheduled',
      consented: true,
      // Two untimed questions count 3 minutes each.
      estimatedMinutes: 6,
      // Scheduled without the org's settings: camera and microphone, kept for the default time.
      recordingMode: 'video',
      retentionDays: 365,
    });
    expect(body.answers).toEqual({ q1: 'Hello there' });
    expect(body.attempts).toEqual({});
    expect(Math.abs(Date.parse(body.serverTime) - Date.now())).toBeLessThan(60_000);
    // Nothing else about the interview leaks (no email, org id, creator, session id).
    expect(JSON.stringify(body)).not.toMatch(/example\.test|test-staff|orgId|candidateEmail/);
  });

  it('an unknown session is 404, a malformed one too', async () => {
    for (const id of [unknownSession(), 'short', 'x'.repeat(23), 'abc$defghijklmnopqrstu']) {
      const res = await fetch(`${base(encodeURIComponent(id))}/questions`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Interview not found' });
    }
  });

  it('a cancelled interview is 409 and cannot be taken', async () => {
    const interview = await createTestInterview({ status: 'cancelled' });
    const res = await fetch(`${base(interview.sessionId)}/questions`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'This interview has been cancelled' });
    const answer = await postJson(`${base(interview.sessionId)}/answer`, {
      questionId: 'q1',
      transcript: 'x',
    });
    expect(answer.status).toBe(409);
    const complete = await postJson(`${base(interview.sessionId)}/complete`, {
      questionHistory: [],
    });
    expect(complete.status).toBe(409);
    expect((await docRef(collections.interviews, interview.id).get()).get('status')).toBe(
      'cancelled',
    );
  });

  it('a completed interview is 409', async () => {
    const interview = await createTestInterview({ status: 'completed' });
    const res = await fetch(`${base(interview.sessionId)}/questions`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'This interview has already been completed' });
  });
});

describe('POST /api/public/interviews/:sessionId/answer', () => {
  it('saves a trimmed answer under the question id; a retry overwrites (one document)', async () => {
    const interview = await createTestInterview();
    await consentTo(interview.sessionId);
    const first = await postJson(`${base(interview.sessionId)}/answer`, {
      questionId: 'q1',
      transcript: '  First try  ',
    });
    expect(first.status).toBe(200);
    const second = await postJson(`${base(interview.sessionId)}/answer`, {
      questionId: 'q1',
      transcript: 'Second try',
    });
    expect(second.status).toBe(200);
    const answers = await collectionRef(collections.answers, interview.id).get();
    expect(answers.size).toBe(1);
    expect(answers.docs[0].id).toBe('q1');
    expect(answers.docs[0].data()).toMatchObject({ questionId: 'q1', transcript: 'Second try' });
    expect(answers.docs[0].get('savedAt')).toBeTruthy();
  });

  it('refuses an empty transcript, a foreign question and bad shapes with 400', async () => {
    const interview = await createTestInterview();
    await consentTo(interview.sessionId);
    const cases: [unknown, string][] = [
      [{ questionId: 'q1', transcript: '   ' }, 'Transcript is required'],
      [{ questionId: 'q1' }, 'Transcript is required'],
      [{ questionId: 'q9', transcript: 'hello' }, 'This question is not part of the interview'],
      [{ transcript: 'hello' }, 'Question id is required'],
      [{ questionId: 'q1', transcript: 'x'.repeat(20_001) }, 'Transcript is too long'],
    ];
    for (const [body, error] of cases) {
      const res = await postJson(`${base(interview.sessionId)}/answer`, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await res.json()).error).toBe(error);
    }
    expect((await collectionRef(collections.answers, interview.id).get()).size).toBe(0);
  });

  it('stores the timed phrases as segments; bad segments are 400 and nothing is written', async () => {
    const interview = await createTestInterview();
    await consentTo(interview.sessionId);
    const phrase = { text: 'Hello there.', offsetMs: 1_200, durationMs: 900 };
    const bad: unknown[] = [
      [{ ...phrase, offsetMs: -1 }],
      [{ ...phrase, durationMs: 1.5 }],
      [{ ...phrase, text: '  ' }],
      [{ offsetMs: 0, durationMs: 10 }],
      [{ ...phrase, speaker: 'x' }],
      'Hello there.',
      Array.from({ length: 2_001 }, (_, i) => ({ ...phrase, offsetMs: i })),
    ];
    for (const segments of bad) {
      const res = await postJson(`${base(interview.sessionId)}/answer`, {
        questionId: 'q1',
        transcript: 'Hello there.',
        segments,
      });
      expect(res.status, JSON.stringify(segments).slice(0, 60)).toBe(400);
      const body = await res.json();
      expect(body.details[0].path).toMatch(/^segments/);
      if (!Array.isArray(segments) || segments.length > 1)
        expect(body.error).toBe('Transcript timings are invalid');
    }
    expect((await collectionRef(collections.answers, interview.id).get()).size).toBe(0);

    const segments = [phrase, { text: 'I build things.', offsetMs: 2_400, durationMs: 1_100 }];
    const ok = await postJson(`${base(interview.sessionId)}/answer`, {
      questionId: 'q1',
      transcript: 'Hello there. I build things.',
      segments,
    });
    expect(ok.status).toBe(200);
    const typed = await postJson(`${base(interview.sessionId)}/answer`, {
      questionId: 'q2',
      transcript: 'Typed, so no timings',
    });
    expect(typed.status).toBe(200);
    const answers = collectionRef(collections.answers, interview.id);
    expect((await answers.doc('q1').get()).get('segments')).toEqual(segments);
    expect((await answers.doc('q2').get()).get('segments')).toBeUndefined();
  });

  it('a question of another interview is refused', async () => {
    const mine = await createTestInterview({ questions: [{ id: 'a', text: 'A?' }] });
    await consentTo(mine.sessionId);
    await createTestInterview({ questions: [{ id: 'b', text: 'B?' }] });
    const res = await postJson(`${base(mine.sessionId)}/answer`, {
      questionId: 'b',
      transcript: 'hi',
    });
    expect(res.status).toBe(400);
  });

  it('an unknown session is 404', async () => {
    const res = await postJson(`${base(unknownSession())}/answer`, {
      questionId: 'q1',
      transcript: 'x',
    });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/public/interviews/:sessionId/complete', () => {
  it('completes once with completedAt, saving unsaved responses from the history', async () => {
    const interview = await createTestInterview();
    await consentTo(interview.sessionId);
    await postJson(`${base(interview.sessionId)}/answer`, {
      questionId: 'q1',
      transcript: 'Saved before',
    });
    const res = await postJson(`${base(interview.sessionId)}/complete`, {
      questionHistory: [
        { id: 'q1', text: 'Tell us about yourself.', response: 'Something else' },
        { id: 'q2', text: 'Describe a project you are proud of.', response: 'From history' },
      ],
    });
    expect(res.status).toBe(200);
    const doc = await docRef(collections.interviews, interview.id).get();
    expect(doc.get('status')).toBe('completed');
    expect(doc.get('completedAt')).toBeTruthy();
    const answers = await collectionRef(collections.answers, interview.id).get();
    expect(Object.fromEntries(answers.docs.map((d) => [d.id, d.get('transcript')]))).toEqual({
      q1: 'Saved before',
      q2: 'From history',
    });
    const again = await postJson(`${base(interview.sessionId)}/complete`, { questionHistory: [] });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('This interview has already been completed');
  });

  it('refuses a history naming a foreign question or of the wrong shape', async () => {
    const interview = await createTestInterview();
    const foreign = await postJson(`${base(interview.sessionId)}/complete`, {
      questionHistory: [{ id: 'zzz', response: 'x' }],
    });
    expect(foreign.status).toBe(400);
    const shape = await postJson(`${base(interview.sessionId)}/complete`, {
      questionHistory: 'nope',
    });
    expect(shape.status).toBe(400);
    expect((await docRef(collections.interviews, interview.id).get()).get('status')).toBe(
      'scheduled',
    );
  });

  it('an unknown session is 404', async () => {
    const res = await postJson(`${base(unknownSession())}/complete`, { questionHistory: [] });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/public/interviews/:sessionId/speech-token', () => {
  it('answers a mode the browser can use, never a key', async () => {
    const interview = await createTestInterview();
    const res = await fetch(`${base(interview.sessionId)}/speech-token`, { method: 'POST' });
    expect(res.status).toBe(200);
    const body = await res.json();
    // The test runner starts the stand-in and passes SPEECH_STANDIN_URL to the emulators.
    if (process.env.SPEECH_STANDIN_URL)
      expect(body).toEqual({ mode: 'standin', host: process.env.SPEECH_STANDIN_URL });
    else expect(body).toEqual({ mode: 'none' });
  });

  it('unknown and cancelled sessions are refused', async () => {
    expect((await fetch(`${base(unknownSession())}/speech-token`, { method: 'POST' })).status).toBe(
      404,
    );
    const cancelled = await createTestInterview({ status: 'cancelled' });
    expect(
      (await fetch(`${base(cancelled.sessionId)}/speech-token`, { method: 'POST' })).status,
    ).toBe(409);
  });
});

describe('POST /api/public/interviews/:sessionId/audio', () => {
  it('stores numbered chunks; the same seq twice is one document', async () => {
    const interview = await createTestInterview();
    await consentTo(interview.sessionId);
    const chunk0 = randomBytes(3000);
    const chunk1 = randomBytes(2000);
    expect((await postAudio(interview.sessionId, 'questionId=q1&seq=0', chunk0)).status).toBe(200);
    expect((await postAudio(interview.sessionId, 'questionId=q1&seq=1', chunk1)).status).toBe(200);
    expect((await postAudio(interview.sessionId, 'questionId=q1&seq=1', chunk1)).status).toBe(200);
    const chunks = await collectionRef(collections.recordingChunks, interview.id, 'q1').get();
    expect(chunks.docs.map((d) => d.id).sort()).toEqual(['0', '1']);
    const first = chunks.docs.find((d) => d.id === '0')!;
    expect(first.get('seq')).toBe(0);
    expect(first.get('bytes')).toBe(3000);
    expect(first.get('mimeType')).toBe('audio/webm;codecs=opus');
    expect(Buffer.from(first.get('data') as Buffer).equals(chunk0)).toBe(true);
    const recording = await docRef(collections.recordings, interview.id, 'q1').get();
    expect(recording.get('questionId')).toBe('q1');
  });

  it('bad input is a 4xx and stores nothing', async () => {
    const interview = await createTestInterview();
    await consentTo(interview.sessionId);
    const s = interview.sessionId;
    const bytes = randomBytes(100);
    // One after another: sent at once, each request wakes its own functions-emulator worker, and
    // on a loaded machine their cold starts outlast the test's time-out.
    const cases: [() => Promise<Response>, number][] = [
      [() => postAudio(s, 'questionId=q1&seq=-1', bytes), 400],
      [() => postAudio(s, 'questionId=q1&seq=abc', bytes), 400],
      [() => postAudio(s, 'questionId=q1&seq=', bytes), 400],
      [() => postAudio(s, 'questionId=q1', bytes), 400],
      [() => postAudio(s, 'seq=0', bytes), 400],
      [() => postAudio(s, 'questionId=nope&seq=0', bytes), 400],
      [() => postAudio(s, 'questionId=q1&seq=0', new Uint8Array(0)), 400],
      [() => postAudio(s, 'questionId=q1&seq=0', bytes, 'text/plain'), 415],
      [() => postAudio(s, 'questionId=q1&seq=0', randomBytes(600 * 1024)), 413],
      [() => postAudio(unknownSession(), 'questionId=q1&seq=0', bytes), 404],
    ];
    for (const [request, status] of cases) {
      const res = await request();
      expect(res.status).toBe(status);
      expect(typeof (await res.json()).error).toBe('string');
    }
    expect((await collectionRef(collections.recordings, interview.id).get()).size).toBe(0);
  });

  it('a cancelled interview takes no audio', async () => {
    const interview = await createTestInterview({ status: 'cancelled' });
    expect(
      (await postAudio(interview.sessionId, 'questionId=q1&seq=0', randomBytes(10))).status,
    ).toBe(409);
  });
});
