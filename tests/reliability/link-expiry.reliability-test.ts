// Candidate links expire on the server's clock: up to the stored moment every call works, from it
// on every call (however many, however concurrent) is a 410 that writes nothing, and a link never
// comes back to life. Interviews scheduled before links had a stored expiry fall back to the
// default of 14 days after their time.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { createTestInterview } from '../support/interviews';

const DAY_MS = 24 * 60 * 60_000;
/** How far ahead the link expires: long enough for the first calls to land before it. */
const EXPIRES_IN_MS = 3_000;
const POLL_EVERY_MS = 100;
/** How long after the moment the test keeps calling. */
const WATCH_AFTER_MS = 3_000;

const session = (sessionId: string) => `${apiBase}/api/public/interviews/${sessionId}`;
const getQuestions = (sessionId: string) => fetch(`${session(sessionId)}/questions`);
const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A call's status with when it was sent and answered, on this machine's clock (the server's). */
interface Observed {
  status: number;
  sentAt: number;
  answeredAt: number;
  error?: string;
}

async function observe(call: () => Promise<Response>): Promise<Observed> {
  const sentAt = Date.now();
  const res = await call();
  const body = (await res.json().catch(() => ({}))) as { error?: string };
  return { status: res.status, sentAt, answeredAt: Date.now(), error: body.error };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * As many calls at once as the burst below makes: four of each kind, as many as the races file
 * sends, so both are served by the same warm workers.
 */
const BURST = 20;

// The functions emulator serves each concurrent call from a worker of its own and starts one when
// none is free (about two seconds of CPU each, kept for the rest of the run). Met cold, as the
// first file of a run or after a reload, a burst measures those starts on two cores rather than
// the link's clock: start them first.
beforeAll(async () => {
  await Promise.all(
    Array.from({ length: BURST }, () => fetch(`${apiBase}/api/health`).then((r) => r.text())),
  );
}, 180_000);

async function writtenFor(interviewId: string) {
  const [doc, answers, attempts] = await Promise.all([
    docRef(collections.interviews, interviewId).get(),
    collectionRef(collections.answers, interviewId).get(),
    collectionRef(collections.attempts, interviewId).get(),
  ]);
  return {
    updated: doc.updateTime?.toMillis(),
    answers: answers.size,
    attempts: attempts.size,
  };
}

describe('candidate link expiry on the clock', () => {
  it('works until its stored moment, 410 from then on, never back', async () => {
    const interview = await createTestInterview();
    const expiresAt = Date.now() + EXPIRES_IN_MS;
    await docRef(collections.interviews, interview.id).update({
      linkExpiresAt: Timestamp.fromMillis(expiresAt),
    });

    const seen: Observed[] = [];
    while (Date.now() < expiresAt + WATCH_AFTER_MS) {
      seen.push(await observe(() => getQuestions(interview.sessionId)));
      await sleep(POLL_EVERY_MS);
    }

    // Answered before the moment: the link worked. Sent after it: gone, with the candidate's
    // message. (A call in flight across the moment may be either.)
    const before = seen.filter((o) => o.answeredAt < expiresAt);
    const after = seen.filter((o) => o.sentAt >= expiresAt);
    expect(before.length).toBeGreaterThan(5);
    expect(after.length).toBeGreaterThan(5);
    expect(before.map((o) => o.status)).toEqual(before.map(() => 200));
    expect(after.map((o) => [o.status, o.error])).toEqual(
      after.map(() => [410, CANDIDATE_MESSAGES.sessionExpired]),
    );
    // Once gone, never back: the statuses in order are some 200s, then only 410s.
    const statuses = seen.map((o) => o.status);
    const firstGone = statuses.indexOf(410);
    expect(statuses.slice(firstGone).every((s) => s === 410)).toBe(true);
    expect(statuses.slice(0, firstGone).every((s) => s === 200)).toBe(true);

    const lastOk = seen[firstGone - 1];
    const firstRefused = seen[firstGone];
    console.log(
      `[link expiry] ${seen.length} calls: ${firstGone} × 200 then ${seen.length - firstGone} × 410;` +
        ` last 200 answered ${expiresAt - lastOk.answeredAt} ms before the moment,` +
        ` first 410 answered ${firstRefused.answeredAt - expiresAt} ms after it`,
    );
  });

  it('an expired link under a burst of every kind of call: all 410, nothing written', async () => {
    // No stored expiry: scheduled before links had one, 15 days ago (a day past the default 14).
    const interview = await createTestInterview({
      date: new Date(Date.now() - 15 * DAY_MS).toISOString(),
    });
    const url = session(interview.sessionId);
    const before = await writtenFor(interview.id);
    const calls: (() => Promise<Response>)[] = [];
    for (let i = 0; i < BURST / 5; i++) {
      calls.push(
        () => getQuestions(interview.sessionId),
        () => postJson(`${url}/consent`, { consent: true }),
        () => postJson(`${url}/questions/q1/open`, {}),
        () => postJson(`${url}/answer`, { questionId: 'q1', transcript: `Late answer ${i}` }),
        () => postJson(`${url}/complete`, { questionHistory: [] }),
      );
    }
    const started = Date.now();
    const seen = await Promise.all(calls.map(observe));
    const tally: Record<number, number> = {};
    for (const o of seen) tally[o.status] = (tally[o.status] ?? 0) + 1;
    expect(tally).toEqual({ 410: calls.length });
    expect(new Set(seen.map((o) => o.error))).toEqual(new Set([CANDIDATE_MESSAGES.sessionExpired]));
    expect(await writtenFor(interview.id)).toEqual(before);
    console.log(
      `[link expiry] ${calls.length} concurrent calls on a link 15 days past` +
        ` its interview: ${JSON.stringify(tally)} in ${Date.now() - started} ms, nothing written`,
    );
  });
});
