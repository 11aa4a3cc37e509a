// The server's clock: consent first, questions opened in order, think time and answer limits kept
// by the server, retakes counted. Time passing is simulated by moving a take's times into the
// past with the admin SDK.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import type { PublicAttempt } from '@shared/contract/endpoints/candidate';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { consentTo, rewindAttempt } from '../support/candidate';
import { createTestInterview } from '../support/interviews';
import { storedChunks } from '../support/media';
import { webmFirstChunk } from '../support/media-upload';

const base = (sessionId: string) => `${apiBase}/api/public/interviews/${sessionId}`;

/** What the candidate's calls answer: an error, or a take with the server's time. */
interface ApiAnswer {
  error?: string;
  attempt: PublicAttempt;
  serverTime: string;
  consented?: true;
}

async function post(url: string, body?: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as ApiAnswer };
}
const open = (s: string, q: string) => post(`${base(s)}/questions/${q}/open`);
const start = (s: string, q: string) => post(`${base(s)}/questions/${q}/start`);
const retake = (s: string, q: string) => post(`${base(s)}/questions/${q}/retake`);
const save = (s: string, questionId: string, transcript: string) =>
  post(`${base(s)}/answer`, { questionId, transcript });
/** A chunk of a take; chunk 0 starts a WebM file (header, Segment, Tracks), as a recorder's does. */
const chunkBody = (seq: number) => (seq === 0 ? webmFirstChunk(2000) : randomBytes(500));
const chunk = (s: string, questionId: string, seq: number, take?: string, body = chunkBody(seq)) =>
  fetch(
    `${base(s)}/media?questionId=${questionId}&seq=${seq}${take === undefined ? '' : `&take=${take}`}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'audio/webm;codecs=opus' },
      body: new Uint8Array(body),
    },
  );
const storedSeqs = async (interviewId: string, questionId: string) =>
  (await storedChunks(interviewId, questionId)).map(({ take, seq }) => `${take}/${seq}`);
const questions = (s: string) => fetch(`${base(s)}/questions`).then((r) => r.json());

/**
 * t1 thinks 30 s and answers in 60 s with one retake; t2 starts at once, 120 s, two retakes; t3 is
 * untimed with one retake.
 */
const timedQuestions = [
  {
    id: 't1',
    text: 'First?',
    thinkTimeSec: 30,
    answerLimitSec: 60,
    retakes: 1,
    answerMode: 'either',
  },
  {
    id: 't2',
    text: 'Second?',
    thinkTimeSec: 0,
    answerLimitSec: 120,
    retakes: 2,
    answerMode: 'speak',
  },
  {
    id: 't3',
    text: 'Third?',
    thinkTimeSec: 0,
    answerLimitSec: null,
    retakes: 1,
    answerMode: 'type',
  },
] as const;

async function timedInterview(consented = true) {
  const interview = await createTestInterview({
    questions: timedQuestions.map((q) => ({ ...q })),
  });
  if (consented) await consentTo(interview.sessionId);
  return interview;
}

const attemptOf = (interviewId: string, questionId: string) =>
  docRef(collections.attempts, interviewId, questionId)
    .get()
    .then((d) => d.data());
const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));

describe('consent', () => {
  it('nothing is shown, saved or recorded before it; giving it twice keeps the first time', async () => {
    const interview = await timedInterview(false);
    const s = interview.sessionId;
    expect((await questions(s)).interview.consented).toBe(false);
    for (const res of [
      await open(s, 't1'),
      await start(s, 't1'),
      await retake(s, 't1'),
      await save(s, 't1', 'hello'),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(CANDIDATE_MESSAGES.consentRequired);
    }
    const audio = await chunk(s, 't1', 0);
    expect(audio.status).toBe(409);
    expect((await audio.json()).error).toBe(CANDIDATE_MESSAGES.consentRequired);
    // A question without settings needs it too.
    const legacy = await createTestInterview();
    expect((await save(legacy.sessionId, 'q1', 'hello')).status).toBe(409);

    for (const body of [
      undefined,
      {},
      { consent: false },
      { consent: 'yes' },
      { consent: true, x: 1 },
    ]) {
      const res = await post(`${base(s)}/consent`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await docRef(collections.interviews, interview.id).get()).get('consentedAt')).toBe(
      undefined,
    );
    expect(await post(`${base(s)}/consent`, { consent: true })).toEqual({
      status: 200,
      body: { consented: true },
    });
    const first = (await docRef(collections.interviews, interview.id).get()).get('consentedAt');
    expect(first).toBeTruthy();
    expect((await post(`${base(s)}/consent`, { consent: true })).status).toBe(200);
    const again = (await docRef(collections.interviews, interview.id).get()).get('consentedAt');
    expect(again.toMillis()).toBe(first.toMillis());
    expect((await questions(s)).interview.consented).toBe(true);
    expect((await collectionRef(collections.attempts, interview.id).get()).size).toBe(0);
    expect((await collectionRef(collections.answers, interview.id).get()).size).toBe(0);
  });
});

describe('open, start and reload', () => {
  it('opens in order; a reopen returns the running take; the next question ends the one before', async () => {
    const interview = await timedInterview();
    const s = interview.sessionId;
    const outOfOrder = await open(s, 't2');
    expect(outOfOrder.status).toBe(409);
    expect(outOfOrder.body.error).toBe(CANDIDATE_MESSAGES.questionOutOfOrder);
    expect((await collectionRef(collections.attempts, interview.id).get()).size).toBe(0);

    const before = Date.now();
    const first = await open(s, 't1');
    expect(first.status).toBe(200);
    const a = first.body.attempt;
    expect(a).toMatchObject({
      questionId: 't1',
      take: 1,
      startedAt: null,
      ended: false,
      retakesLeft: 1,
    });
    // The deadline runs from the opening: 30 s think time + 60 s limit, whether or not the
    // browser ever asks to start.
    expect(ms(a.deadlineAt)).toBe(ms(a.shownAt)! + 90_000);
    expect(a.takeId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(ms(a.shownAt)).toBeGreaterThanOrEqual(before - 2_000);
    expect(Math.abs(Date.parse(first.body.serverTime) - Date.now())).toBeLessThan(60_000);

    const reopened = await open(s, 't1');
    expect(reopened.body.attempt).toEqual(a);

    // t2 has no think time: its answer limit runs from the moment it is shown.
    const second = await open(s, 't2');
    expect(second.status).toBe(200);
    expect(second.body.attempt.startedAt).toBe(second.body.attempt.shownAt);
    expect(ms(second.body.attempt.deadlineAt)).toBe(ms(second.body.attempt.startedAt)! + 120_000);
    expect((await attemptOf(interview.id, 't1'))!.endedAt).not.toBeNull();
    // Ended without an answer: t1 cannot be saved, started or retaken any more.
    expect((await save(s, 't1', 'late')).body.error).toBe(
      CANDIDATE_MESSAGES.questionAlreadyAnswered,
    );
    expect((await start(s, 't1')).body.error).toBe(CANDIDATE_MESSAGES.questionAlreadyAnswered);
    expect((await retake(s, 't1')).status).toBe(409);
    expect((await collectionRef(collections.answers, interview.id).get()).size).toBe(0);
  });

  it('start: needs an open question; a paused tab buys no think time; a reload keeps the deadline', async () => {
    const interview = await timedInterview();
    const s = interview.sessionId;
    expect((await start(s, 't1')).body.error).toBe(CANDIDATE_MESSAGES.questionNotStarted);
    await open(s, 't1');
    // The page was closed for 100 s of its 30 s think time: answering began at the 30th second.
    await rewindAttempt(interview.id, 't1', 100_000);
    const started = await start(s, 't1');
    expect(started.status).toBe(200);
    const a = started.body.attempt;
    expect(ms(a.startedAt)).toBe(ms(a.shownAt)! + 30_000);
    expect(ms(a.deadlineAt)).toBe(ms(a.startedAt)! + 60_000);
    // Starting again changes nothing.
    expect((await start(s, 't1')).body.attempt).toEqual(a);
    const reload = await questions(s);
    expect(reload.attempts).toEqual({ t1: a });
    expect(reload.questions.map((q: { id: string }) => q.id)).toEqual(['t1', 't2', 't3']);
  });

  it('start within think time begins now', async () => {
    const interview = await timedInterview();
    const s = interview.sessionId;
    await open(s, 't1');
    const before = Date.now();
    const a = (await start(s, 't1')).body.attempt;
    expect(ms(a.startedAt)).toBeGreaterThanOrEqual(before - 2_000);
    expect(ms(a.startedAt)).toBeLessThan(ms(a.shownAt)! + 30_000);
  });

  it('extra time scales what the candidate gets and what the server enforces', async () => {
    const interview = await timedInterview();
    await docRef(collections.interviews, interview.id).update({ extraTime: 'plus50' });
    const body = await questions(interview.sessionId);
    expect(body.questions[0]).toMatchObject({ thinkTimeSec: 45, answerLimitSec: 90, retakes: 1 });
    expect(body.questions[2]).toMatchObject({ thinkTimeSec: 0, answerLimitSec: null });
    // 45 + 90 + 180 + 0 + 180 (untimed counts 3 minutes) seconds, in whole minutes.
    expect(body.interview.estimatedMinutes).toBe(9);
    await open(interview.sessionId, 't1');
    const a = (await start(interview.sessionId, 't1')).body.attempt;
    expect(ms(a.deadlineAt)).toBe(ms(a.startedAt)! + 90_000);
  });

  it('a question id in the path is checked like the body’s', async () => {
    const interview = await timedInterview();
    for (const q of ['nope', 'q1', 'x'.repeat(200)]) {
      const res = await open(interview.sessionId, q);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(CANDIDATE_MESSAGES.questionUnknown);
    }
  });
});

describe('saving on the clock', () => {
  it('stores the take and when answering began; a retried save is fine, another is refused', async () => {
    const interview = await timedInterview();
    const s = interview.sessionId;
    expect((await save(s, 't1', 'Too early')).body.error).toBe(
      CANDIDATE_MESSAGES.questionNotStarted,
    );
    await open(s, 't1');
    const a = (await start(s, 't1')).body.attempt;
    expect((await save(s, 't1', 'My answer')).status).toBe(200);
    const answer = (await docRef(collections.answers, interview.id, 't1').get()).data()!;
    expect(answer).toMatchObject({ transcript: 'My answer', take: 1 });
    expect(answer.startedAt!.toDate().toISOString()).toBe(a.startedAt);
    expect((await attemptOf(interview.id, 't1'))!.endedAt).not.toBeNull();
    expect((await save(s, 't1', 'My answer')).status).toBe(200);
    const other = await save(s, 't1', 'Something else');
    expect(other.status).toBe(409);
    expect(other.body.error).toBe(CANDIDATE_MESSAGES.questionAlreadyAnswered);
    expect((await docRef(collections.answers, interview.id, 't1').get()).get('transcript')).toBe(
      'My answer',
    );
    expect((await questions(s)).attempts.t1.ended).toBe(true);
  });

  it('a save after the limit and its grace is refused and writes nothing', async () => {
    const interview = await timedInterview();
    const s = interview.sessionId;
    await open(s, 't1');
    await start(s, 't1');
    // Inside the grace: still taken.
    await rewindAttempt(interview.id, 't1', 60_000 + 15_000 - 10_000);
    expect((await save(s, 't1', 'In time')).status).toBe(200);
    const tooLate = await timedInterview();
    await open(tooLate.sessionId, 't1');
    await start(tooLate.sessionId, 't1');
    await rewindAttempt(tooLate.id, 't1', 60_000 + 15_000 + 1_000);
    const res = await save(tooLate.sessionId, 't1', 'Late answer');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(CANDIDATE_MESSAGES.answerTooLate);
    expect((await docRef(collections.answers, tooLate.id, 't1').get()).exists).toBe(false);
    expect((await attemptOf(tooLate.id, 't1'))!.endedAt).toBeNull();
  });

  it('complete saves history only for takes still running, and ends the last one', async () => {
    const interview = await timedInterview();
    const s = interview.sessionId;
    await open(s, 't1');
    await start(s, 't1');
    await rewindAttempt(interview.id, 't1', 60_000 + 15_000 + 1_000);
    await open(s, 't2');
    const res = await post(`${base(s)}/complete`, {
      questionHistory: [
        { id: 't1', response: 'Past its limit' },
        { id: 't2', response: 'Still running' },
        { id: 't3', response: 'Never shown' },
      ],
    });
    expect(res.status).toBe(200);
    const answers = await collectionRef(collections.answers, interview.id).get();
    expect(answers.docs.map((d) => [d.id, d.get('transcript'), d.get('take')])).toEqual([
      ['t2', 'Still running', 1],
    ]);
    expect((await attemptOf(interview.id, 't2'))!.endedAt).not.toBeNull();
  });
});

describe('retakes and audio takes', () => {
  it('a retake restarts the clock with a new take; the old take’s chunks are refused', async () => {
    const interview = await timedInterview();
    const s = interview.sessionId;
    expect((await retake(s, 't1')).body.error).toBe(CANDIDATE_MESSAGES.questionNotStarted);
    const first = (await open(s, 't1')).body.attempt;
    await start(s, 't1');
    expect((await chunk(s, 't1', 0, first.takeId)).status).toBe(200);
    expect((await chunk(s, 't1', 1, 'someOtherTake0000')).status).toBe(409);
    const noTake = await chunk(s, 't1', 1);
    expect(noTake.status).toBe(409);
    expect((await noTake.json()).error).toBe(CANDIDATE_MESSAGES.takeInvalid);

    const res = await retake(s, 't1');
    expect(res.status).toBe(200);
    const second = res.body.attempt;
    expect(second).toMatchObject({ take: 2, startedAt: null, retakesLeft: 0 });
    expect(ms(second.deadlineAt)).toBe(ms(second.shownAt)! + 90_000);
    expect(second.takeId).not.toBe(first.takeId);
    // The replaced take's recording (its objects and index) is gone, and its late chunks are refused.
    expect(await storedSeqs(interview.id, 't1')).toEqual([]);
    expect((await docRef(collections.recordings, interview.id, 't1').get()).exists).toBe(false);
    const late = await chunk(s, 't1', 1, first.takeId);
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe(CANDIDATE_MESSAGES.takeInvalid);
    expect((await chunk(s, 't1', 0, second.takeId)).status).toBe(200);
    expect(await storedSeqs(interview.id, 't1')).toEqual([`${second.takeId}/0`]);

    const none = await retake(s, 't1');
    expect(none.status).toBe(409);
    expect(none.body.error).toBe(CANDIDATE_MESSAGES.retakesUsed);
    expect(await attemptOf(interview.id, 't1')).toMatchObject({ take: 2, retakesUsed: 1 });

    await start(s, 't1');
    expect((await save(s, 't1', 'Second take')).status).toBe(200);
    expect((await docRef(collections.answers, interview.id, 't1').get()).get('take')).toBe(2);
  });

  it('a reload mid-answer records the same take again from chunk 0, replacing what was stored', async () => {
    const interview = await timedInterview();
    const s = interview.sessionId;
    const { takeId } = (await open(s, 't1')).body.attempt;
    await start(s, 't1');
    for (const seq of [0, 1, 2]) expect((await chunk(s, 't1', seq, takeId)).status).toBe(200);
    // A retried chunk of the running recorder overwrites only itself.
    expect((await chunk(s, 't1', 2, takeId)).status).toBe(200);
    const seqs = async () => (await storedChunks(interview.id, 't1')).map((c) => c.seq);
    expect(await seqs()).toEqual([0, 1, 2]);
    // The reloaded page's recorder starts the same take at chunk 0 again.
    const restarted = chunkBody(0);
    expect((await chunk(s, 't1', 0, takeId, restarted)).status).toBe(200);
    expect(await seqs()).toEqual([0]);
    expect((await storedChunks(interview.id, 't1'))[0].bytes.equals(restarted)).toBe(true);
    expect((await chunk(s, 't1', 1, takeId)).status).toBe(200);
    expect(await seqs()).toEqual([0, 1]);
    expect((await docRef(collections.recordings, interview.id, 't1').get()).data()).toMatchObject({
      take: takeId,
      chunkBytes: { 0: 2000, 1: 500 },
      bytes: 2500,
    });
  });

  it('after completion only the current take’s last chunks are taken, never a new recording', async () => {
    const interview = await timedInterview();
    const s = interview.sessionId;
    const { takeId } = (await open(s, 't1')).body.attempt;
    await start(s, 't1');
    expect((await chunk(s, 't1', 0, takeId)).status).toBe(200);
    const history = { questionHistory: [{ id: 't1', response: 'Done' }] };
    expect((await post(`${base(s)}/complete`, history)).status).toBe(200);
    // The recorder's last chunk, in flight when the interview completed.
    expect((await chunk(s, 't1', 1, takeId)).status).toBe(200);
    // Chunk 0 again would start the take's recording over.
    const restart = await chunk(s, 't1', 0, takeId);
    expect(restart.status).toBe(409);
    expect((await restart.json()).error).toBe(CANDIDATE_MESSAGES.sessionCompleted);
    expect(await storedSeqs(interview.id, 't1')).toEqual([`${takeId}/0`, `${takeId}/1`]);
  });

  it('no retake and no chunk after the limit and its grace; no chunk for a question not shown', async () => {
    const interview = await timedInterview();
    const s = interview.sessionId;
    const a = (await open(s, 't1')).body.attempt;
    await start(s, 't1');
    await rewindAttempt(interview.id, 't1', 60_000 + 15_000 + 1_000);
    expect((await retake(s, 't1')).body.error).toBe(CANDIDATE_MESSAGES.answerTooLate);
    const late = await chunk(s, 't1', 0, a.takeId);
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe(CANDIDATE_MESSAGES.answerTooLate);
    const notShown = await chunk(s, 't2', 0, 'abc');
    expect(notShown.status).toBe(409);
    expect((await notShown.json()).error).toBe(CANDIDATE_MESSAGES.questionNotStarted);
    expect((await collectionRef(collections.recordings, interview.id).get()).size).toBe(0);
  });

  it('two retakes at once with one allowed: one wins, the other is a 409', async () => {
    const interview = await timedInterview();
    const s = interview.sessionId;
    await open(s, 't1');
    const results = await Promise.all([retake(s, 't1'), retake(s, 't1')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    // Retakes used up, or (when both read the first take) that take already replaced.
    expect([CANDIDATE_MESSAGES.retakesUsed, CANDIDATE_MESSAGES.takeInvalid]).toContain(
      results.find((r) => r.status === 409)!.body.error,
    );
    expect(await attemptOf(interview.id, 't1')).toMatchObject({ take: 2, retakesUsed: 1 });
  });

  it('two tabs opening the same question get the same take', async () => {
    const interview = await timedInterview();
    const [a, b] = await Promise.all([
      open(interview.sessionId, 't1'),
      open(interview.sessionId, 't1'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.attempt.takeId).toBe(b.body.attempt.takeId);
    expect((await collectionRef(collections.attempts, interview.id).get()).size).toBe(1);
  });
});
