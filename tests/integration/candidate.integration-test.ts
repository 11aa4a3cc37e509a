import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@shared/contract/collections';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { adminDb, collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { consentTo, openTake } from '../support/candidate';
import { createTestInterview } from '../support/interviews';
import { storedChunks } from '../support/media';
import { webmFirstChunk } from '../support/media-upload';

const base = (sessionId: string) => `${apiBase}/api/public/interviews/${sessionId}`;
const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const postMedia = (
  sessionId: string,
  query: string,
  body: Uint8Array,
  type = 'audio/webm;codecs=opus',
) =>
  fetch(`${base(sessionId)}/media?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: new Uint8Array(body),
  });
const unknownSession = () => randomBytes(16).toString('base64url');
/** A take's first chunk: a WebM's header, Segment and Tracks, `size` bytes in all. */
const webmStart = (size = 1594) => webmFirstChunk(size);
// The product's media caps, written out so that a changed cap fails here.
const CHUNK_CAP = 2 * 1024 * 1024;
const CHUNKS_PER_TAKE = 1_800;
const ANSWER_CAP = 60 * 1024 * 1024;
const INTERVIEW_CAP = 600 * 1024 * 1024;

describe('GET /api/public/interviews/:sessionId/questions', () => {
  it('returns the questions, which interview this is and the answers so far', async () => {
    const interview = await createTestInterview({ orgName: 'Globex Test', type: 'behavioral' });
    await consentTo(interview.sessionId);
    await openTake(interview.sessionId, 'q1');
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
      // Not shown yet: its place and settings, never its text.
      { id: 'q2', text: null, hint: null, ...legacy },
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
      questionCount: 2,
      // Scheduled before follow-ups: none is ever asked.
      maxFollowUps: 0,
      // Scheduled without the org's settings: camera and microphone, kept for the default time.
      recordingMode: 'video',
      retentionDays: 365,
      // Scheduled without aiAssist: its answers are not analysed, and the candidate is told so.
      aiAssist: false,
    });
    expect(body.answers).toEqual({ q1: 'Hello there' });
    expect(Object.keys(body.attempts)).toEqual(['q1']);
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

  it('an interview or an answer whose stored record does not match the contract is a 409 saying so, not a 500', async () => {
    const unreadable = {
      error: 'This interview cannot be opened. Please contact the company that invited you.',
    };
    const interview = await createTestInterview();
    await consentTo(interview.sessionId);
    // Written around the contract (no converter), as a faulty migration or console edit would.
    const answer = adminDb.doc(collections.answers.doc(interview.id, 'q1'));
    await answer.set({ questionId: 'q1', transcript: 7, savedAt: Timestamp.now() });
    const badAnswer = await fetch(`${base(interview.sessionId)}/questions`);
    expect(badAnswer.status).toBe(409);
    expect(await badAnswer.json()).toEqual(unreadable);

    await answer.delete();
    await adminDb.doc(collections.interviews.doc(interview.id)).update({ questions: 'q1' });
    for (const res of [
      await fetch(`${base(interview.sessionId)}/questions`),
      await postJson(`${base(interview.sessionId)}/answer`, { questionId: 'q1', transcript: 'x' }),
    ]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual(unreadable);
    }
    expect((await answer.get()).exists).toBe(false);
    // Not left for the jobs that scan every interview (reminders, retention) in later tests.
    await adminDb.doc(collections.interviews.doc(interview.id)).delete();
  });

  it('a completed interview is 409', async () => {
    const interview = await createTestInterview({ status: 'completed' });
    const res = await fetch(`${base(interview.sessionId)}/questions`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'This interview has already been completed' });
  });
});

describe('POST /api/public/interviews/:sessionId/answer', () => {
  it('saves a trimmed answer under the question id; a retry is taken, another answer refused (one document)', async () => {
    const interview = await createTestInterview();
    await consentTo(interview.sessionId);
    await openTake(interview.sessionId, 'q1');
    const first = await postJson(`${base(interview.sessionId)}/answer`, {
      questionId: 'q1',
      transcript: '  First try  ',
    });
    expect(first.status).toBe(200);
    const retry = await postJson(`${base(interview.sessionId)}/answer`, {
      questionId: 'q1',
      transcript: 'First try',
    });
    expect(retry.status).toBe(200);
    const second = await postJson(`${base(interview.sessionId)}/answer`, {
      questionId: 'q1',
      transcript: 'Second try',
    });
    expect(second.status).toBe(409);
    const answers = await collectionRef(collections.answers, interview.id).get();
    expect(answers.size).toBe(1);
    expect(answers.docs[0].id).toBe('q1');
    expect(answers.docs[0].data()).toMatchObject({ questionId: 'q1', transcript: 'First try' });
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
      [{ ...phrase, confidence: 1.2 }],
      [{ ...phrase, confidence: -0.1 }],
      [{ ...phrase, confidence: '0.9' }],
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

    // The speech service's confidence is kept; a phrase without one (older clients) is valid.
    const segments = [
      phrase,
      { text: 'I build things.', offsetMs: 2_400, durationMs: 1_100, confidence: 0.42 },
    ];
    await openTake(interview.sessionId, 'q1');
    const ok = await postJson(`${base(interview.sessionId)}/answer`, {
      questionId: 'q1',
      transcript: 'Hello there. I build things.',
      segments,
    });
    expect(ok.status).toBe(200);
    await openTake(interview.sessionId, 'q2');
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
    await openTake(interview.sessionId, 'q1');
    await postJson(`${base(interview.sessionId)}/answer`, {
      questionId: 'q1',
      transcript: 'Saved before',
    });
    await openTake(interview.sessionId, 'q2');
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

describe('POST /api/public/interviews/:sessionId/media', () => {
  it('stores each chunk as an object and indexes it; the same seq twice is stored once', async () => {
    const interview = await createTestInterview();
    await consentTo(interview.sessionId);
    const take = await openTake(interview.sessionId, 'q1');
    const chunk0 = webmStart(3000);
    const chunk1 = randomBytes(2000);
    const q = (seq: number) => `questionId=q1&seq=${seq}&take=${take}`;
    expect((await postMedia(interview.sessionId, q(0), chunk0)).status).toBe(200);
    expect((await postMedia(interview.sessionId, q(1), chunk1)).status).toBe(200);
    expect((await postMedia(interview.sessionId, q(1), chunk1)).status).toBe(200);
    const stored = await storedChunks(interview.id, 'q1');
    expect(stored.map(({ take: t, seq }) => [t, seq])).toEqual([
      [take, 0],
      [take, 1],
    ]);
    expect(stored[0].bytes.equals(chunk0)).toBe(true);
    expect(stored[1].bytes.equals(chunk1)).toBe(true);
    expect((await docRef(collections.recordings, interview.id, 'q1').get()).data()).toMatchObject({
      questionId: 'q1',
      mimeType: 'audio/webm;codecs=opus',
      kind: 'audio',
      take,
      chunkBytes: { 0: 3000, 1: 2000 },
      bytes: 5000,
    });
  });

  it('bad input is a 4xx and stores nothing', async () => {
    const interview = await createTestInterview();
    await consentTo(interview.sessionId);
    const s = interview.sessionId;
    const bytes = webmStart();
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(100)]);
    // One after another: sent at once, each request wakes its own functions-emulator worker, and
    // on a loaded machine their cold starts outlast the test's time-out.
    const cases: [() => Promise<Response>, number, string?][] = [
      [() => postMedia(s, 'questionId=q1&seq=-1', bytes), 400],
      [() => postMedia(s, 'questionId=q1&seq=abc', bytes), 400],
      [() => postMedia(s, 'questionId=q1&seq=', bytes), 400],
      [() => postMedia(s, 'questionId=q1', bytes), 400],
      [() => postMedia(s, 'seq=0', bytes), 400],
      [() => postMedia(s, 'questionId=nope&seq=0', bytes), 400],
      [() => postMedia(s, 'questionId=q1&seq=0', new Uint8Array(0)), 400],
      [() => postMedia(s, 'questionId=q1&seq=0', bytes, 'text/plain'), 415],
      [() => postMedia(s, 'questionId=q1&seq=0', bytes, 'audio/ogg'), 415],
      // Not a recording's start: a PNG, and text, sent as media.
      [
        () => postMedia(s, 'questionId=q1&seq=0', png),
        415,
        CANDIDATE_MESSAGES.mediaSignatureInvalid,
      ],
      [
        () => postMedia(s, 'questionId=q1&seq=0', Buffer.from('hello, this is text'), 'video/mp4'),
        415,
        CANDIDATE_MESSAGES.mediaSignatureInvalid,
      ],
      [
        () => postMedia(s, 'questionId=q1&seq=0', webmStart(CHUNK_CAP + 1)),
        413,
        CANDIDATE_MESSAGES.audioTooLarge,
      ],
      // A take holds 1 800 chunks: seq 0 .. 1 799.
      [
        () => postMedia(s, `questionId=q1&seq=${CHUNKS_PER_TAKE}`, bytes),
        400,
        CANDIDATE_MESSAGES.tooManyChunks,
      ],
      [() => postMedia(unknownSession(), 'questionId=q1&seq=0', bytes), 404],
    ];
    for (const [request, status, message] of cases) {
      const res = await request();
      expect(res.status).toBe(status);
      const { error } = await res.json();
      expect(typeof error).toBe('string');
      if (message) expect(error).toBe(message);
    }
    expect((await collectionRef(collections.recordings, interview.id).get()).size).toBe(0);
    expect(await storedChunks(interview.id, 'q1')).toEqual([]);
    // The last seq a take may have is taken.
    const take = await openTake(s, 'q1');
    const last = await postMedia(s, `questionId=q1&seq=${CHUNKS_PER_TAKE - 1}&take=${take}`, bytes);
    expect(last.status).toBe(200);
    // A chunk of exactly the chunk cap is taken.
    const full = await postMedia(s, `questionId=q1&seq=0&take=${take}`, webmStart(CHUNK_CAP));
    expect(full.status).toBe(200);
  });

  it('an audio-only interview refuses video (415) and takes audio', async () => {
    const interview = await createTestInterview();
    await docRef(collections.interviews, interview.id).update({ recordingMode: 'audio' });
    await consentTo(interview.sessionId);
    const s = interview.sessionId;
    const take = await openTake(s, 'q1');
    const video = await postMedia(
      s,
      `questionId=q1&seq=0&take=${take}`,
      webmStart(),
      'video/webm;codecs=vp9,opus',
    );
    expect(video.status).toBe(415);
    expect((await video.json()).error).toBe(CANDIDATE_MESSAGES.mediaVideoNotAllowed);
    expect(await storedChunks(interview.id, 'q1')).toEqual([]);
    expect((await postMedia(s, `questionId=q1&seq=0&take=${take}`, webmStart())).status).toBe(200);
    // A video interview (the default) takes video, MP4 as well as WebM.
    const other = await createTestInterview();
    await consentTo(other.sessionId);
    const otherTake1 = await openTake(other.sessionId, 'q1');
    // ftyp (28 bytes), then a moov box of 16 bytes, then the rest of the recording.
    const mp4 = Buffer.concat([
      Buffer.from('0000001c667479706d703432', 'hex'),
      Buffer.alloc(16),
      Buffer.from('000000106d6f6f76', 'hex'),
      Buffer.alloc(8),
      randomBytes(200),
    ]);
    expect(
      (await postMedia(other.sessionId, `questionId=q1&seq=0&take=${otherTake1}`, mp4, 'video/mp4'))
        .status,
    ).toBe(200);
    expect((await docRef(collections.recordings, other.id, 'q1').get()).get('kind')).toBe('video');
    // The type exactly as MediaRecorder writes it (an unquoted comma in codecs).
    const webm = webmStart(2000);
    const otherTake2 = await openTake(other.sessionId, 'q2');
    const vp9 = await postMedia(
      other.sessionId,
      `questionId=q2&seq=0&take=${otherTake2}`,
      webm,
      'video/webm;codecs=vp9,opus',
    );
    expect(vp9.status).toBe(200);
    expect((await storedChunks(other.id, 'q2'))[0].bytes.equals(webm)).toBe(true);
    expect((await docRef(collections.recordings, other.id, 'q2').get()).data()).toMatchObject({
      mimeType: 'video/webm;codecs=vp9,opus',
      kind: 'video',
      bytes: 2000,
    });
  });

  it('an answer over its cap and an interview over its cap are a 413 that stores nothing', async () => {
    const interview = await createTestInterview();
    await consentTo(interview.sessionId);
    const s = interview.sessionId;
    const take = await openTake(s, 'q1');
    const q = (seq: number) => `questionId=q1&seq=${seq}&take=${take}`;
    expect((await postMedia(s, q(0), webmStart(2000))).status).toBe(200);
    // The answer's take is one byte short of its cap (sizes as the index records them).
    const index = docRef(collections.recordings, interview.id, 'q1');
    await index.update({
      chunkBytes: { 0: 2000, 1: ANSWER_CAP - 2001 },
      bytes: ANSWER_CAP - 1,
    });
    const answerOver = await postMedia(s, q(2), randomBytes(2));
    expect(answerOver.status).toBe(413);
    expect((await answerOver.json()).error).toBe(CANDIDATE_MESSAGES.answerMediaTooLarge);
    expect((await index.get()).get('bytes')).toBe(ANSWER_CAP - 1);
    expect((await storedChunks(interview.id, 'q1')).map((c) => c.seq)).toEqual([0]);
    // One byte fits exactly.
    expect((await postMedia(s, q(2), randomBytes(1))).status).toBe(200);
    expect((await index.get()).get('bytes')).toBe(ANSWER_CAP);
  });

  it('an interview whose answers together would go over its cap is a 413 that stores nothing', async () => {
    const questions = Array.from({ length: 11 }, (_, i) => ({
      id: `q${i + 1}`,
      text: `Q${i + 1}`,
    }));
    const interview = await createTestInterview({ questions });
    await consentTo(interview.sessionId);
    // Ten answers (saved) whose indexes hold the interview's cap less 2 000 bytes.
    const batch = adminDb.batch();
    for (const { id } of questions.slice(0, 10)) {
      const bytes = id === 'q10' ? INTERVIEW_CAP - 9 * ANSWER_CAP - 2000 : ANSWER_CAP;
      batch.set(docRef(collections.answers, interview.id, id), {
        questionId: id,
        transcript: 'Answered.',
        savedAt: Timestamp.now(),
      });
      batch.set(docRef(collections.recordings, interview.id, id), {
        questionId: id,
        mimeType: 'audio/webm;codecs=opus',
        take: '_',
        chunkBytes: { 0: bytes },
        bytes,
        updatedAt: Timestamp.now(),
      });
    }
    await batch.commit();
    const s = interview.sessionId;
    const take = await openTake(s, 'q11');
    const q = (seq: number) => `questionId=q11&seq=${seq}&take=${take}`;
    const over = await postMedia(s, q(0), webmStart(2001));
    expect(over.status).toBe(413);
    expect((await over.json()).error).toBe(CANDIDATE_MESSAGES.interviewMediaTooLarge);
    expect(await storedChunks(interview.id, 'q11')).toEqual([]);
    expect((await docRef(collections.recordings, interview.id, 'q11').get()).exists).toBe(false);
    const fits = webmStart(2000);
    expect((await postMedia(s, q(0), fits)).status).toBe(200);
    // A retry of the stored chunk at the cap is taken: it does not grow the recordings.
    expect((await postMedia(s, q(0), fits)).status).toBe(200);
    expect((await docRef(collections.recordings, interview.id, 'q11').get()).get('bytes')).toBe(
      2000,
    );
    expect((await postMedia(s, q(1), randomBytes(1))).status).toBe(413);
  });

  it('a cancelled interview takes no media', async () => {
    const interview = await createTestInterview({ status: 'cancelled' });
    expect((await postMedia(interview.sessionId, 'questionId=q1&seq=0', webmStart())).status).toBe(
      409,
    );
  });
});
