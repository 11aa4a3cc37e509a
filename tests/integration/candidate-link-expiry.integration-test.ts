// A candidate's link stops working once its interview's linkExpiresAt has passed (interviews
// scheduled before it was stored: 14 days after their time): every candidate call then
// answers 410 with the same message and writes nothing. Completed and cancelled interviews answer
// as they always did.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { createTestInterview } from '../support/interviews';
import type { TestInterviewOptions } from '../support/interviews';

const DAY_MS = 24 * 60 * 60_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
/** The WebM signature, so a chunk gets as far as the interview's own checks. */
const WEBM_CHUNK = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);

async function call(sessionId: string, method: string, path: string, body?: unknown) {
  const raw = Buffer.isBuffer(body);
  const res = await fetch(`${apiBase}/api/public/interviews/${sessionId}${path}`, {
    method,
    headers: { 'Content-Type': raw ? 'audio/webm' : 'application/json' },
    body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as { error?: string }) : {} };
}

/** Every call a candidate makes, in the order the page makes them. */
const CANDIDATE_CALLS: [string, string, string, unknown?][] = [
  ['questions', 'GET', '/questions'],
  ['consent', 'POST', '/consent', { consent: true }],
  ['open', 'POST', '/questions/q1/open', {}],
  ['start', 'POST', '/questions/q1/start', {}],
  ['retake', 'POST', '/questions/q1/retake', {}],
  ['speech token', 'POST', '/speech-token', {}],
  ['media chunk', 'POST', '/media?questionId=q1&seq=0&take=t1', WEBM_CHUNK],
  ['answer', 'POST', '/answer', { questionId: 'q1', transcript: 'Too late' }],
  ['complete', 'POST', '/complete', { questionHistory: [] }],
];

async function interviewWith(options: TestInterviewOptions, linkExpiresAt?: number) {
  const interview = await createTestInterview(options);
  if (linkExpiresAt !== undefined) {
    await docRef(collections.interviews, interview.id).update({
      linkExpiresAt: Timestamp.fromMillis(linkExpiresAt),
    });
  }
  return interview;
}

/** Everything stored about the interview, to show a refused call wrote nothing. */
async function interviewState(id: string) {
  const [doc, answers, attempts, recordings] = await Promise.all([
    docRef(collections.interviews, id).get(),
    collectionRef(collections.answers, id).get(),
    collectionRef(collections.attempts, id).get(),
    collectionRef(collections.recordings, id).get(),
  ]);
  return {
    updated: doc.updateTime?.toMillis(),
    status: doc.get('status') as unknown,
    consented: doc.get('consentedAt') !== undefined,
    written: answers.size + attempts.size + recordings.size,
  };
}

describe('an expired candidate link', () => {
  it('every candidate call answers 410 with the expiry message and writes nothing', async () => {
    // Its time is still ahead, but the org's expiry for it has passed: the stored moment decides.
    const { id, sessionId } = await interviewWith({ date: daysFromNow(1) }, Date.now() - 60_000);
    const before = await interviewState(id);
    for (const [name, method, path, body] of CANDIDATE_CALLS) {
      const res = await call(sessionId, method, path, body);
      expect({ name, ...res }).toEqual({
        name,
        status: 410,
        body: { error: CANDIDATE_MESSAGES.sessionExpired },
      });
    }
    expect(await interviewState(id)).toEqual(before);
  });

  it('without a stored expiry: 14 days after the interview time it is gone', async () => {
    const { sessionId } = await interviewWith({ date: daysFromNow(-15) });
    const res = await call(sessionId, 'GET', '/questions');
    expect(res).toEqual({ status: 410, body: { error: CANDIDATE_MESSAGES.sessionExpired } });
  });

  it('before it expires the link works: a day short of the default, or a stored time ahead', async () => {
    const { sessionId: byDate } = await interviewWith({
      date: daysFromNow(-13),
    });
    expect((await call(byDate, 'GET', '/questions')).status).toBe(200);
    // A stored expiry wins over the default: an interview 20 days ago with a 30-day link.
    const { sessionId: stored } = await interviewWith(
      { date: daysFromNow(-20) },
      Date.now() + 10 * DAY_MS,
    );
    expect((await call(stored, 'GET', '/questions')).status).toBe(200);
    expect((await call(stored, 'POST', '/consent', { consent: true })).status).toBe(200);
  });

  it('completed and cancelled interviews answer as before, expired or not', async () => {
    const past = Date.now() - DAY_MS;
    const completed = await interviewWith({ status: 'completed', date: daysFromNow(-30) }, past);
    expect(await call(completed.sessionId, 'GET', '/questions')).toEqual({
      status: 409,
      body: { error: CANDIDATE_MESSAGES.sessionCompleted },
    });
    const cancelled = await interviewWith({ status: 'cancelled', date: daysFromNow(-30) }, past);
    expect(await call(cancelled.sessionId, 'GET', '/questions')).toEqual({
      status: 409,
      body: { error: CANDIDATE_MESSAGES.sessionCancelled },
    });
  });
});
