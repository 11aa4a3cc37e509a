// What a candidate's link could be made to do beyond the interview it offers: answer after the
// time ran out, read the questions ahead, store more than the media caps, make every playback
// parse junk, and keep their data past the retention they were promised. Time passing is
// simulated by moving stored times into the past with the admin SDK. Each case prints its figures.
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { endpoints } from '@shared/contract/endpoints';
import { CANDIDATE_MESSAGES } from '@shared/messages/candidate';
import { collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { consentTo, rewindAttempt } from '../support/candidate';
import { bodyOf, callEndpoint } from '../support/endpoint-client';
import { createTestInterview, scheduleBody } from '../support/interviews';
import { uploadChunk, webmFirstChunk } from '../support/media-upload';
import { bearer, createTestOrg } from '../support/users';
import { bucket, mediaTakePrefix } from '../../functions/src/lib/storage';
import { purgeExpiredCandidateData } from '../../functions/src/features/lifecycle/purge-expired';

const MiB = 1024 * 1024;
const DAY = 24 * 60 * 60_000;
const session = (sessionId: string) => `${apiBase}/api/public/interviews/${sessionId}`;

/** What the candidate's calls answer: an error, or a take and its question. */
interface Answer {
  error?: string;
  attempt: { takeId: string; take: number; shownAt: string; deadlineAt: string };
  question: { text: string | null };
}

async function post(url: string, body?: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer };
}
const open = (s: string, q: string) => post(`${session(s)}/questions/${q}/open`);
const save = (s: string, questionId: string, transcript: string) =>
  post(`${session(s)}/answer`, { questionId, transcript });
const questionsOf = async (s: string) =>
  (await (await fetch(`${session(s)}/questions`)).json()) as {
    questions: { id: string; text: string | null; hint: string | null }[];
    interview: { questionCount: number };
  };

describe('the answer time limit', () => {
  it("runs from the take's opening on the server's clock; no question text before it is shown, none before consent", async () => {
    const interview = await createTestInterview({
      questions: [
        {
          id: 'a1',
          text: 'Think five, answer thirty?',
          thinkTimeSec: 5,
          answerLimitSec: 30,
          retakes: 0,
          answerMode: 'either',
        },
        { id: 'a2', text: 'The second, secret until shown?' },
      ],
    });
    const s = interview.sessionId;
    const before = await questionsOf(s);
    expect(before.questions).toEqual([]);
    expect(before.interview.questionCount).toBe(2);
    await consentTo(s);
    const consented = await questionsOf(s);
    expect(consented.questions.map((q) => q.text)).toEqual([null, null]);

    const opened = await open(s, 'a1');
    expect(opened.status).toBe(200);
    expect(opened.body.question.text).toBe('Think five, answer thirty?');
    // The deadline exists from the opening: think end (5 s) + limit (30 s), without any /start.
    const shownAt = Date.parse(opened.body.attempt.shownAt);
    expect(Date.parse(opened.body.attempt.deadlineAt) - shownAt).toBe(35_000);
    expect((await questionsOf(s)).questions.map((q) => q.text)).toEqual([
      'Think five, answer thirty?',
      null,
    ]);

    // 65 s later (past 35 s and the 15 s grace), /start never called: nothing more is taken.
    await rewindAttempt(interview.id, 'a1', 65_000);
    const late = await save(s, 'a1', 'An answer after the time ran out.');
    const media = await uploadChunk(s, {
      questionId: 'a1',
      seq: 0,
      take: opened.body.attempt.takeId,
      mimeType: 'audio/webm;codecs=opus',
      body: webmFirstChunk(),
    });
    expect(late).toEqual({ status: 409, body: { error: CANDIDATE_MESSAGES.answerTooLate } });
    expect(media).toEqual({ status: 409, body: { error: CANDIDATE_MESSAGES.answerTooLate } });
    expect((await collectionRef(collections.answers, interview.id).get()).size).toBe(0);
    console.log(
      `[candidate-attacks] clock: deadline ${(Date.parse(opened.body.attempt.deadlineAt) - shownAt) / 1000} s after opening (5 s think + 30 s limit); 65 s later save ${late.status}, media ${media.status}; texts before consent 0 of 2, after consent 0, after opening 1`,
    );
  });

  it('a question without settings needs an open take too, and is saved once per take', async () => {
    const interview = await createTestInterview();
    const s = interview.sessionId;
    await consentTo(s);
    const unopened = await save(s, 'q1', 'Saved without opening.');
    const unopenedMedia = await uploadChunk(s, {
      questionId: 'q1',
      seq: 0,
      mimeType: 'audio/webm;codecs=opus',
      body: webmFirstChunk(),
    });
    expect(unopened.status).toBe(409);
    expect(unopenedMedia.status).toBe(409);
    const opened = await open(s, 'q1');
    expect((await save(s, 'q1', 'My answer.')).status).toBe(200);
    const again = await save(s, 'q1', 'Another answer.');
    expect(again).toEqual({
      status: 409,
      body: { error: CANDIDATE_MESSAGES.questionAlreadyAnswered },
    });
    const answer = await docRef(collections.answers, interview.id, 'q1').get();
    expect(answer.get('transcript')).toBe('My answer.');
    expect(answer.get('take')).toBe(opened.body.attempt.take);
    console.log(
      `[candidate-attacks] untimed question: save before opening ${unopened.status}, media ${unopenedMedia.status}; second save ${again.status}`,
    );
  });
});

/** Every object under the take's prefix with its size, as Storage holds them. */
async function storedBytes(interviewId: string, questionId: string, take: string) {
  const [files] = await bucket().getFiles({
    prefix: mediaTakePrefix(interviewId, questionId, take),
  });
  return files.reduce((sum, f) => sum + Number(f.metadata.size), 0);
}

describe('the media caps', () => {
  it('hold under concurrent overwrites: what Storage holds for an answer stays within 60 MiB', async () => {
    const interview = await createTestInterview();
    const s = interview.sessionId;
    await consentTo(s);
    const take = (await open(s, 'q1')).body.attempt.takeId as string;
    const put = (seq: number, body: Buffer) =>
      uploadChunk(s, { questionId: 'q1', seq, take, mimeType: 'audio/webm;codecs=opus', body });
    expect((await put(0, webmFirstChunk())).status).toBe(200);
    // 27 chunks of 2 MiB (54 MiB), then 20 small ones the bursts overwrite.
    for (let seq = 1; seq <= 27; seq += 3)
      for (const res of await Promise.all(
        [seq, seq + 1, seq + 2].map((n) => put(n, randomBytes(2 * MiB))),
      ))
        expect(res.status).toBe(200);
    const small = Array.from({ length: 20 }, (_, i) => 28 + i);
    for (const seq of small) expect((await put(seq, randomBytes(1024))).status).toBe(200);

    const statuses: number[] = [];
    for (let burst = 0; burst < 2; burst++) {
      const answers = await Promise.all(small.map((seq) => put(seq, randomBytes(2 * MiB))));
      statuses.push(...answers.map((a) => a.status));
    }
    const index = (await docRef(collections.recordings, interview.id, 'q1').get()).data()!;
    const stored = await storedBytes(interview.id, 'q1', take);
    const mib = (n: number) => (n / MiB).toFixed(1);
    console.log(
      `[candidate-attacks] caps: 2 bursts of 20 × 2 MiB overwrites → ${statuses.filter((x) => x === 200).length} stored, ${statuses.filter((x) => x === 413).length} refused 413; Storage holds ${mib(stored)} MiB, the index says ${mib(index.bytes ?? 0)} MiB (cap 60 MiB)`,
    );
    expect(statuses.every((x) => x === 200 || x === 413)).toBe(true);
    expect(stored).toBeLessThanOrEqual(60 * 1024 * 1024);
    expect(stored).toBe(index.bytes);
  });
});

describe('a recording that cannot be made seekable', () => {
  it('junk after the magic bytes is refused at upload; an unbuildable head is marked once and never parsed again', async () => {
    const org = await createTestOrg();
    const interview = await createTestInterview({ orgId: org.orgId });
    const s = interview.sessionId;
    await consentTo(s);
    const take = (await open(s, 'q1')).body.attempt.takeId as string;
    const put = (seq: number, body: Buffer) =>
      uploadChunk(s, { questionId: 'q1', seq, take, mimeType: 'audio/webm;codecs=opus', body });
    const junkStart = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
      randomBytes(2 * MiB - 4),
    ]);
    const refused = await put(0, junkStart);
    expect(refused).toEqual({
      status: 415,
      body: { error: CANDIDATE_MESSAGES.mediaSignatureInvalid },
    });

    // A real header (EBML, Segment, Info, Tracks: the first 146 bytes of a recorder's first
    // chunk, no Cluster), then 4 MiB that no WebM reader can follow.
    expect((await put(0, webmFirstChunk().subarray(0, 146))).status).toBe(200);
    for (const seq of [1, 2])
      expect((await put(seq, Buffer.alloc(2 * MiB, 0x42))).status).toBe(200);
    const url = `${apiBase}/api/interviews/${interview.id}/recordings/q1`;
    const ref = docRef(collections.recordings, interview.id, 'q1');
    const times: number[] = [];
    const updates: string[] = [];
    for (const range of ['bytes=0-65535', 'bytes=2000000-2065535', 'bytes=4000000-']) {
      const started = Date.now();
      const res = await fetch(url, { headers: { ...bearer(org.staff), Range: range } });
      await res.arrayBuffer();
      times.push(Date.now() - started);
      expect(res.status).toBe(206);
      const snap = await ref.get();
      expect(snap.get('headFailed')).toEqual({ chunks: 3 });
      updates.push(snap.updateTime!.toDate().toISOString());
    }
    console.log(
      `[candidate-attacks] junk recording: chunk 0 of magic + noise ${refused.status}; 3 range requests over 4 MiB of noise took ${times.join(', ')} ms; marked once (index written ${new Set(updates).size} time)`,
    );
    for (const ms of times) expect(ms).toBeLessThan(5_000);
    // The second and third requests found the mark and wrote nothing: no parse, no new mark.
    expect(new Set(updates).size).toBe(1);
  });
});

describe('retention of interviews never finished', () => {
  it('a half-recorded interview is purged its retention days after its link expired, by the scheduled job', async () => {
    const org = await createTestOrg();
    const created = await callEndpoint(endpoints.scheduleInterview, {
      as: org.staff,
      body: scheduleBody(),
    });
    const { id } = bodyOf(created, 201).interview;
    const ref = docRef(collections.interviews, id);
    const stored = (await ref.get()).data()!;
    const linkExpiresAt = stored.linkExpiresAt!.toMillis();
    // Set when scheduled: the link's expiry + the org's 365 days.
    expect(stored.purgeAt?.toMillis()).toBe(linkExpiresAt + 365 * DAY);

    const s = stored.sessionId;
    await consentTo(s);
    const first = stored.questions[0].id;
    const take = (await open(s, first)).body.attempt.takeId as string;
    expect(
      (
        await uploadChunk(s, {
          questionId: first,
          seq: 0,
          take,
          mimeType: 'audio/webm;codecs=opus',
          body: webmFirstChunk(),
        })
      ).status,
    ).toBe(200);
    expect((await save(s, first, 'Half an interview.')).status).toBe(200);

    // The clock moved on to a second before the purge: the link has expired, nothing is deleted.
    const shift = async (toPurgeInMs: number) => {
      const back = stored.purgeAt!.toMillis() - (Date.now() + toPurgeInMs);
      const moved = (t: { toMillis(): number }) => Timestamp.fromMillis(t.toMillis() - back);
      await ref.update({
        date: new Date(Date.parse(stored.date) - back).toISOString(),
        linkExpiresAt: moved(stored.linkExpiresAt!),
        purgeAt: moved(stored.purgeAt!),
      });
    };
    await shift(60_000);
    expect((await purgeExpiredCandidateData(new Date())).purged).not.toContain(id);
    expect((await fetch(`${session(s)}/questions`)).status).toBe(410);

    // A second past it, through the scheduled function on the Pub/Sub emulator.
    await shift(-1_000);
    const host = process.env.PUBSUB_EMULATOR_HOST ?? '127.0.0.1:8085';
    const published = await fetch(
      `http://${host}/v1/projects/demo-hiq/topics/firebase-schedule-purgeCandidateData:publish`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ data: Buffer.from('{}').toString('base64') }] }),
      },
    );
    expect(published.status, await published.text()).toBe(200);
    const deadline = Date.now() + 30_000;
    while (!(await ref.get()).get('purgedAt') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    const left = {
      purged: Boolean((await ref.get()).get('purgedAt')),
      answers: (await collectionRef(collections.answers, id).get()).size,
      recordings: (await collectionRef(collections.recordings, id).get()).size,
      attempts: (await collectionRef(collections.attempts, id).get()).size,
      objects: (await bucket().getFiles({ prefix: `recordings/${id}/` }))[0].length,
    };
    console.log(
      `[lifecycle] abandoned interview: purgeAt = link expiry + 365 days; a minute before it kept, a second after it purged by the scheduled job (${JSON.stringify(left)})`,
    );
    expect(left).toEqual({ purged: true, answers: 0, recordings: 0, attempts: 0, objects: 0 });
  });
});
