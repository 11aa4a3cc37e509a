// Faults: retried uploads are stored once, saved answers survive a functions
// restart, a mail that fails to send is retried with its state recorded, and a stored mail or
// webhook delivery that does not read is failed once.
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// The test admin app first: the functions code below reuses it as the default app.
import { collections } from '@shared/contract/collections';
import { INTEGRATIONS_MESSAGES } from '@shared/messages/integrations';
import { adminDb, collectionRef, docRef } from '../support/admin';
import { apiBase } from '../support/api';
import { consentTo } from '../support/candidate';
import { createTestInterview } from '../support/interviews';
import { storedChunks } from '../support/media';
import { mailsTo, waitForMail } from '../support/maildev';
import { bearer, createTestOrg } from '../support/users';
import { deliverMail, retryFailedMail } from '../../functions/src/features/mail/send-mail';
import type { MailTransport } from '../../functions/src/features/mail/send-mail';
import {
  deliverWebhook,
  retryWebhookDeliveries,
} from '../../functions/src/features/integrations/webhook-delivery';
import type {
  SendResult,
  SignedMessage,
} from '../../functions/src/features/integrations/webhook-send';

const MIME = 'audio/webm;codecs=opus';
/** Mail delivery is tried 5 times, retried after 5, 10, 20 and 40 minutes. */
const MAX_MAIL_ATTEMPTS = 5;
const RETRY_BASE_MS = 5 * 60_000;
// Four 1 s MediaRecorder slices recorded in Chromium (the review feature's test data).
const chunks = [0, 1, 2, 3].map((i) =>
  readFileSync(join(__dirname, '../../functions/src/features/review/testdata', `chunk${i}.webm`)),
);

const session = (sessionId: string) => `${apiBase}/api/public/interviews/${sessionId}`;
const postAudio = (
  sessionId: string,
  questionId: string,
  seq: number,
  options: { take?: string; signal?: AbortSignal; body?: Buffer } = {},
) =>
  fetch(
    `${session(sessionId)}/media?questionId=${questionId}&seq=${seq}&take=${options.take ?? 'take1'}`,
    {
      method: 'POST',
      headers: { 'Content-Type': MIME },
      body: new Uint8Array(options.body ?? chunks[seq]),
      signal: options.signal,
    },
  );
const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
/** Opens (or retakes) the question: every question needs an open take. Its take id. */
async function takeOf(sessionId: string, questionId: string, action: 'open' | 'retake' = 'open') {
  const res = await postJson(`${session(sessionId)}/questions/${questionId}/${action}`, {});
  if (res.status !== 200) throw new Error(`${action} ${questionId}: ${res.status}`);
  return ((await res.json()) as { attempt: { takeId: string } }).attempt.takeId;
}

describe('answer uploads retried after dropped responses are stored once', () => {
  it('media chunks sent twice, concurrently and after an aborted request: one object per seq, one clean recording', async () => {
    const org = await createTestOrg('Faults Org');
    const interview = await createTestInterview({ orgId: org.orgId });
    const s = interview.sessionId;
    await consentTo(s);
    const take = await takeOf(s, 'q1');

    expect((await postAudio(s, 'q1', 0, { take })).status).toBe(200);
    // The response to seq 1 is "dropped": the client gives up waiting and sends it again.
    const dropped = new AbortController();
    const first = postAudio(s, 'q1', 1, { take, signal: dropped.signal }).catch(() => null);
    setTimeout(() => dropped.abort(), 20);
    await first;
    expect((await postAudio(s, 'q1', 1, { take })).status).toBe(200);
    expect((await postAudio(s, 'q1', 1, { take })).status).toBe(200);
    // A flaky network repeats seq 2 and 3 many times at once.
    const burst = await Promise.all([
      ...Array.from({ length: 10 }, () => postAudio(s, 'q1', 2, { take })),
      ...Array.from({ length: 10 }, () => postAudio(s, 'q1', 3, { take })),
    ]);
    expect(burst.every((r) => r.status === 200)).toBe(true);

    const stored = await storedChunks(interview.id, 'q1');
    expect(stored.map((c) => `${c.take}/${c.seq}`)).toEqual([
      `${take}/0`,
      `${take}/1`,
      `${take}/2`,
      `${take}/3`,
    ]);
    for (const c of stored) expect(c.bytes.equals(chunks[c.seq])).toBe(true);
    // The index counts each chunk once.
    expect((await docRef(collections.recordings, interview.id, 'q1').get()).data()).toMatchObject({
      take,
      chunkBytes: Object.fromEntries(chunks.map((c, seq) => [seq, c.length])),
      bytes: Buffer.concat(chunks).length,
    });

    // The recording assembles without a duplicated slice: its media data is the chunks, once, in order.
    const res = await fetch(`${apiBase}/api/interviews/${interview.id}/recordings/q1`, {
      headers: bearer(org.staff),
    });
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    const joined = Buffer.concat(chunks);
    const firstCluster = joined.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    const media = joined.subarray(firstCluster);
    expect(body.subarray(body.length - media.length)).toEqual(media);
    expect(body.length).toBeLessThan(joined.length + 1024);
  });

  it('a retake records a new take: it replaces the old chunks, late old chunks are refused', async () => {
    const interview = await createTestInterview({
      questions: [
        {
          id: 'q1',
          text: 'One retake?',
          thinkTimeSec: 0,
          answerLimitSec: null,
          retakes: 1,
          answerMode: 'either',
        },
      ],
    });
    const s = interview.sessionId;
    await consentTo(s);
    const before = await takeOf(s, 'q1');
    // Before the retake: seq 0..3 of the first take.
    for (const seq of [0, 1, 2, 3])
      expect((await postAudio(s, 'q1', seq, { take: before })).status).toBe(200);
    // After the retake the recorder starts again at seq 0, with a new take, and records less.
    const after = await takeOf(s, 'q1', 'retake');
    const fresh = [chunks[0], Buffer.from('new-1')];
    for (const seq of [0, 1])
      expect((await postAudio(s, 'q1', seq, { take: after, body: fresh[seq] })).status).toBe(200);
    // A straggler of the old take arrives late: refused, so it can't be mixed in.
    const late = await postAudio(s, 'q1', 3, { take: before });
    expect(late.status).toBe(409);
    const lateZero = await postAudio(s, 'q1', 0, { take: before });
    expect(lateZero.status).toBe(409);

    // Only the new take's objects are left: the old take's went when it was replaced, and the
    // late ones were refused before they were written.
    const stored = await storedChunks(interview.id, 'q1');
    expect(stored.map((c) => [`${c.take}/${c.seq}`, c.bytes])).toEqual([
      [`${after}/0`, fresh[0]],
      [`${after}/1`, fresh[1]],
    ]);
  });

  it('the answer text retried (concurrently and later) is one document with the last text', async () => {
    const interview = await createTestInterview();
    await consentTo(interview.sessionId);
    await takeOf(interview.sessionId, 'q1');
    const url = `${session(interview.sessionId)}/answer`;
    const transcript = 'I led the migration to event sourcing.';
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postJson(url, { questionId: 'q1', transcript })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await postJson(url, { questionId: 'q1', transcript })).status).toBe(200);
    const answers = await collectionRef(collections.answers, interview.id).get();
    expect(answers.docs.map((d) => d.id)).toEqual(['q1']);
    expect(answers.docs[0].get('transcript')).toBe(transcript);
  });
});

// ---- a functions restart mid-interview ----

/** The functions emulator's worker processes (one Node process per warm function instance), by pid: the function each serves. */
function workers(): Map<number, string> {
  const found = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmd.includes('functionsEmulatorRuntime')) continue;
      const env = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      const target = env.find((e) => e.startsWith('FUNCTION_TARGET='))?.slice(16) ?? '?';
      found.set(Number(entry), target);
    } catch {
      // The process ended meanwhile.
    }
  }
  return found;
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('saved answers survive a functions restart mid-interview', () => {
  it(
    'answer q1, restart the functions (code reloaded, workers replaced), resume: q1 is there, q2 and complete work',
    { timeout: 240_000 },
    async () => {
      const interview = await createTestInterview();
      const s = interview.sessionId;
      await consentTo(s);
      await takeOf(s, 'q1');
      const q1 = 'My background is in distributed systems.';
      expect(
        (await postJson(`${session(s)}/answer`, { questionId: 'q1', transcript: q1 })).status,
      ).toBe(200);
      // The API's workers: they serve every candidate request. Workers of other functions (a
      // trigger an earlier file started) are replaced too, but their exit is not this test's clock.
      const apiWorkers = () =>
        [...workers()].filter(([, target]) => target === 'api').map(([pid]) => pid);
      const before = apiWorkers();
      expect(before.length).toBeGreaterThan(0);

      // Rewriting the built entry point makes the functions emulator reload the code and shut down
      // its workers, as a deploy or a crashed instance would.
      const entry = join(__dirname, '../../functions/lib/index.js');
      writeFileSync(entry, readFileSync(entry));
      try {
        await until(
          'the old API workers to exit',
          () => before.every((pid) => !apiWorkers().includes(pid)),
          120_000,
        );
      } catch (error) {
        console.log('[faults] workers still running:', JSON.stringify([...workers()]));
        throw error;
      }
      await until('the API to answer again', async () => {
        const res = await fetch(`${apiBase}/api/health`).catch(() => null);
        return res?.status === 200 || undefined;
      });
      expect(apiWorkers().some((pid) => !before.includes(pid))).toBe(true);

      // The candidate reloads the page: the questions come back with the saved answer.
      const questions = await fetch(`${session(s)}/questions`);
      expect(questions.status).toBe(200);
      const body = (await questions.json()) as { answers: Record<string, string> };
      expect(body.answers).toEqual({ q1 });

      const q2 = 'The search rewrite, shipped in six weeks.';
      await takeOf(s, 'q2');
      expect(
        (await postJson(`${session(s)}/answer`, { questionId: 'q2', transcript: q2 })).status,
      ).toBe(200);
      const done = await postJson(`${session(s)}/complete`, {
        questionHistory: [
          { id: 'q1', response: q1 },
          { id: 'q2', response: q2 },
        ],
      });
      expect(done.status).toBe(200);
      const doc = await docRef(collections.interviews, interview.id).get();
      expect(doc.get('status')).toBe('completed');
      const answers = await collectionRef(collections.answers, interview.id).get();
      expect(Object.fromEntries(answers.docs.map((d) => [d.id, d.get('transcript')]))).toEqual({
        q1,
        q2,
      });
    },
  );
});

// ---- mail: failed sends are retried and their state recorded ----

/** Real SMTP: MailDev, or a closed port (connection refused) for a failing server. */
const smtp =
  (port: number): (() => MailTransport) =>
  () =>
    nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      connectionTimeout: 5_000,
    });
const MAILDEV_SMTP = 1025;
const CLOSED_PORT = 1; // nothing listens on tcpmux

async function delivery(id: string) {
  return (await docRef(collections.mail, id).get()).get('delivery') as Record<string, unknown> & {
    state: string;
    attempts: number;
    error: string | null;
    lastError?: string;
    nextAttemptAt?: Timestamp | null;
  };
}

/** A mail whose first send died with its instance (PROCESSING, lease expired): the trigger, which only sends PENDING mail, leaves it alone. */
async function strandedMail(to: string, subject = 'Stranded') {
  const ref = collectionRef(collections.mail).doc();
  await ref.create({
    to,
    message: { subject, text: 'Hello', html: '<p>Hello</p>', attachments: [] },
    delivery: {
      state: 'PROCESSING',
      attempts: 0,
      error: null,
      leaseExpireTime: Timestamp.fromMillis(Date.now() - 1_000),
    },
    createdAt: Timestamp.now(),
  });
  return ref.id;
}

describe('a mail that fails to send is retried and its state recorded', () => {
  beforeAll(() => {
    vi.stubEnv('MAIL_FROM', 'HiQ <no-reply@hiq.test>');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('SMTP down: ERROR with the error and a backoff; not before nextAttemptAt; then sent once when SMTP is back', async () => {
    const to = `retry-${randomUUID().slice(0, 8)}@example-corp.test`;
    const id = await strandedMail(to);
    const t0 = Date.now();

    const down = await retryFailedMail({ now: t0, transport: smtp(CLOSED_PORT) });
    expect(down.failed).toContain(id);
    let d = await delivery(id);
    expect(d.state).toBe('ERROR');
    expect(d.attempts).toBe(1);
    expect(d.error).toMatch(/ECONNREFUSED|connect/i);
    expect(d.lastError).toBe(d.error);
    expect(d.nextAttemptAt!.toMillis()).toBe(t0 + RETRY_BASE_MS);

    // Before the backoff has passed, nothing is tried.
    const early = await retryFailedMail({
      now: t0 + RETRY_BASE_MS - 1,
      transport: smtp(MAILDEV_SMTP),
    });
    expect([...early.sent, ...early.failed]).not.toContain(id);
    expect((await delivery(id)).attempts).toBe(1);

    // Second failure: the wait doubles.
    const t1 = t0 + RETRY_BASE_MS;
    await retryFailedMail({ now: t1, transport: smtp(CLOSED_PORT) });
    d = await delivery(id);
    expect([d.state, d.attempts]).toEqual(['ERROR', 2]);
    expect(d.nextAttemptAt!.toMillis()).toBe(t1 + 2 * RETRY_BASE_MS);

    // SMTP is back: sent, once.
    const t2 = t1 + 2 * RETRY_BASE_MS;
    const back = await retryFailedMail({ now: t2, transport: smtp(MAILDEV_SMTP) });
    expect(back.sent).toContain(id);
    d = await delivery(id);
    expect(d.state).toBe('SUCCESS');
    expect(d.attempts).toBe(3);
    expect(d.error).toBeNull();
    expect(d.lastError).toMatch(/ECONNREFUSED|connect/i);
    const received = await waitForMail(to);
    expect(received.subject).toBe('Stranded');

    // Later passes and a re-delivered trigger event send nothing more.
    await retryFailedMail({ now: t2 + 3_600_000, transport: smtp(MAILDEV_SMTP) });
    expect(await deliverMail(id, { transport: smtp(MAILDEV_SMTP) })).toBe('skipped');
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it(`a mail that can never be sent ends FAILED after ${MAX_MAIL_ATTEMPTS} attempts, the first one by the live trigger`, async () => {
    // No recipient: nodemailer refuses it, a permanent failure in the deployed trigger itself.
    const ref = collectionRef(collections.mail).doc();
    await ref.create({
      to: '',
      message: { subject: 'Nobody', text: 'x', html: '<p>x</p>', attachments: [] },
      delivery: { state: 'PENDING', attempts: 0, error: null },
      createdAt: Timestamp.now(),
    });
    const first = await until('the trigger to record the failure', async () => {
      const d = await delivery(ref.id);
      return d.state === 'ERROR' ? d : undefined;
    });
    expect(first.attempts).toBe(1);
    expect(first.error).toMatch(/recipient/i);

    let now = first.nextAttemptAt!.toMillis();
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      await retryFailedMail({ now, transport: smtp(MAILDEV_SMTP) });
      const d = await delivery(ref.id);
      expect(d.attempts).toBe(attempt);
      if (attempt < MAX_MAIL_ATTEMPTS) {
        expect(d.state).toBe('ERROR');
        expect(d.nextAttemptAt!.toMillis()).toBe(now + RETRY_BASE_MS * 2 ** (attempt - 1));
        now = d.nextAttemptAt!.toMillis();
      } else {
        expect(d.state).toBe('FAILED');
        expect(d.nextAttemptAt).toBeNull();
        expect(d.lastError).toMatch(/recipient/i);
      }
    }
    await retryFailedMail({ now: now + 86_400_000, transport: smtp(MAILDEV_SMTP) });
    expect((await delivery(ref.id)).attempts).toBe(MAX_MAIL_ATTEMPTS);
  });

  it('a stored mail that does not read is failed for good by one retry pass, which sends the mail after it', async () => {
    const broken = await strandedMail(`broken-${randomUUID().slice(0, 8)}@example-corp.test`);
    // Written around the contract (no converter), as a faulty migration or console edit would.
    const brokenRef = adminDb.doc(collections.mail.doc(broken));
    await brokenRef.update({ message: 'not a message' });
    const to = `after-${randomUUID().slice(0, 8)}@example-corp.test`;
    const id = await strandedMail(to, 'After');
    try {
      // Two passes at once: one fails it, the other finds it finished.
      const reports = await Promise.all(
        [0, 1].map(() => retryFailedMail({ now: Date.now(), transport: smtp(MAILDEV_SMTP) })),
      );
      expect(reports.filter((r) => r.failed.includes(broken))).toHaveLength(1);
      expect(reports.filter((r) => r.sent.includes(id))).toHaveLength(1);
      expect((await waitForMail(to)).subject).toBe('After');
      const failed = await brokenRef.get();
      expect(failed.get('delivery')).toMatchObject({
        state: 'FAILED',
        attempts: 0,
        error: 'The stored mail does not match its schema',
        lastError: 'The stored mail does not match its schema',
        leaseExpireTime: null,
        nextAttemptAt: null,
      });
      // Nothing it cannot read is kept in place of a body.
      expect(failed.get('message')).toEqual({ subject: '', text: '', html: '', attachments: [] });

      // The next pass no longer takes it up: not even looked at, so not logged again.
      const next = await retryFailedMail({ now: Date.now(), transport: smtp(MAILDEV_SMTP) });
      expect([...next.sent, ...next.failed, ...next.skipped]).not.toContain(broken);
      expect(await deliverMail(broken, { mode: 'retry', transport: smtp(MAILDEV_SMTP) })).toBe(
        'skipped',
      );
      expect((await brokenRef.get()).updateTime!.isEqual(failed.updateTime!)).toBe(true);
    } finally {
      await brokenRef.delete();
    }
  });

  it('five retry passes at once send a stranded mail once', async () => {
    const to = `once-${randomUUID().slice(0, 8)}@example-corp.test`;
    const id = await strandedMail(to, 'Once');
    const reports = await Promise.all(
      Array.from({ length: 5 }, () =>
        retryFailedMail({ now: Date.now(), transport: smtp(MAILDEV_SMTP) }),
      ),
    );
    expect(reports.filter((r) => r.sent.includes(id))).toHaveLength(1);
    await waitForMail(to);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(to)).toHaveLength(1);
    expect((await delivery(id)).attempts).toBe(1);
  });

  it('a mail erased while it is being sent stays erased, whether the send succeeds or fails', async () => {
    for (const outcome of ['sent', 'failed'] as const) {
      const id = await strandedMail(`erased-${randomUUID().slice(0, 8)}@example-corp.test`);
      const ref = collectionRef(collections.mail).doc(id);
      // The candidate's data is erased (the mail about them with it) while SMTP is answering.
      const erasing = (): MailTransport => ({
        async sendMail() {
          await ref.delete();
          if (outcome === 'failed') throw new Error('SMTP went away');
          return { messageId: '<erased@hiq.test>' };
        },
        close() {},
      });
      expect(await deliverMail(id, { mode: 'retry', transport: erasing })).toBe(outcome);
      expect((await ref.get()).exists).toBe(false);
    }
  });

  it('the trigger is idempotent: a re-delivered event for a sent mail sends nothing', async () => {
    const to = `dup-${randomUUID().slice(0, 8)}@example-corp.test`;
    const ref = collectionRef(collections.mail).doc();
    await ref.create({
      to,
      message: { subject: 'Twice?', text: 'x', html: '<p>x</p>', attachments: [] },
      delivery: { state: 'PENDING', attempts: 0, error: null },
      createdAt: Timestamp.now(),
    });
    await waitForMail(to);
    await until('SUCCESS', async () =>
      (await delivery(ref.id)).state === 'SUCCESS' ? true : undefined,
    );
    expect(await deliverMail(ref.id, { transport: smtp(MAILDEV_SMTP) })).toBe('skipped');
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(to)).toHaveLength(1);
    expect((await delivery(ref.id)).attempts).toBe(1);
  });
});

describe('a webhook delivery that does not read', () => {
  it('is failed for good by one of two retry passes at once, which send the delivery after it; the next pass leaves it alone', async () => {
    const orgId = `org-${randomUUID().slice(0, 8)}`;
    const endpointId = `ep-${randomUUID().slice(0, 8)}`;
    const endpointRef = docRef(collections.webhookEndpoints, orgId, endpointId);
    await endpointRef.create({
      url: 'https://hooks.example-corp.test/hiq',
      description: '',
      events: ['interview.scheduled'],
      enabled: true,
      disabledReason: null,
      secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
      consecutiveFailures: 0,
      createdByUid: 'owner-uid',
      createdByName: 'Owner',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    // Attempts whose instance died holding the lease: the trigger, which only sends PENDING
    // deliveries, leaves them alone.
    const stranded = (messageId: string) =>
      ({
        orgId,
        endpointId,
        messageId,
        eventType: 'interview.scheduled',
        payload: '{}',
        state: 'PROCESSING',
        attempts: 1,
        nextAttemptAt: null,
        leaseExpireTime: Timestamp.fromMillis(Date.now() - 1_000),
        lastAttemptAt: null,
        responseStatus: null,
        durationMs: null,
        error: null,
        createdAt: Timestamp.now(),
        expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      }) as const;
    const brokenId = `msg_broken_${randomUUID()}`;
    const afterId = `msg_after_${randomUUID()}`;
    // Written around the contract (no converter), as a faulty migration or console edit would.
    const brokenRef = adminDb.collection(collections.webhookDeliveries.path()).doc();
    await brokenRef.create({ ...stranded(brokenId), payload: 42 });
    const after = collectionRef(collections.webhookDeliveries).doc();
    await after.create(stranded(afterId));
    const sent: SignedMessage[] = [];
    const send = async (message: SignedMessage): Promise<SendResult> => {
      sent.push(message);
      return { ok: true, status: 200, durationMs: 1, error: null };
    };
    try {
      // Two passes at once: one fails it, the other finds it finished.
      const reports = await Promise.all(
        [0, 1].map(() => retryWebhookDeliveries({ now: Date.now(), send })),
      );
      expect(reports.filter((r) => r.failed.includes(brokenRef.id))).toHaveLength(1);
      expect(reports.filter((r) => r.sent.includes(after.id))).toHaveLength(1);
      const ours = sent.filter((m) => [brokenId, afterId].includes(m.messageId));
      expect(ours.map((m) => m.messageId)).toEqual([afterId]);
      expect((await after.get()).data()).toMatchObject({ state: 'SUCCESS', attempts: 2 });

      // Failed by field paths: the rest stays as stored, its attempts not counted up.
      const failed = await brokenRef.get();
      expect(failed.data()).toMatchObject({
        messageId: brokenId,
        payload: 42,
        state: 'FAILED',
        attempts: 1,
        error: INTEGRATIONS_MESSAGES.webhookDeliveryUnreadable,
        leaseExpireTime: null,
        nextAttemptAt: null,
      });

      // The next pass no longer takes it up: not even looked at, so not logged again.
      const next = await retryWebhookDeliveries({ now: Date.now(), send });
      expect([...next.sent, ...next.failed, ...next.skipped]).not.toContain(brokenRef.id);
      expect(await deliverWebhook(brokenRef.id, { mode: 'retry', send })).toBe('skipped');
      expect((await brokenRef.get()).updateTime!.isEqual(failed.updateTime!)).toBe(true);
      expect(sent.filter((m) => m.messageId === brokenId)).toHaveLength(0);
    } finally {
      await Promise.all([brokenRef.delete(), after.delete(), endpointRef.delete()]);
    }
  });
});
