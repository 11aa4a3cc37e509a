import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '@shared/contract/collections';
import { collectionRef, docRef } from '../support/admin';
import { waitForMail } from '../support/maildev';

async function waitForState(id: string, state: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const snap = await docRef(collections.mail, id).get();
    if (snap.get('delivery.state') === state) return snap.data()!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`mail ${id} never reached ${state}`);
}

describe('mail/{id} trigger', () => {
  it('sends a queued mail over SMTP with its text and HTML parts and records delivery', async () => {
    const to = `mail-${randomUUID().slice(0, 8)}@example-corp.test`;
    const ref = collectionRef(collections.mail).doc();
    await ref.create({
      to,
      message: {
        subject: 'Hello from HiQ',
        text: 'Plain part',
        html: '<p>HTML part</p>',
        attachments: [],
      },
      delivery: { state: 'PENDING', attempts: 0, error: null },
      createdAt: Timestamp.now(),
    });
    const mail = await waitForMail(to);
    expect(mail.subject).toBe('Hello from HiQ');
    expect(mail.text?.trim()).toBe('Plain part');
    expect(mail.html).toContain('<p>HTML part</p>');
    const doc = await waitForState(ref.id, 'SUCCESS');
    expect(doc.delivery.attempts).toBe(1);
    expect(doc.delivery.error).toBeNull();
    // Delivered: the body (where links carry raw tokens) is gone; subject and status stay.
    expect(doc.message).toEqual({ subject: 'Hello from HiQ', text: '', html: '', attachments: [] });
  });
});

describe('the retryMail scheduled function', () => {
  it('runs when its schedule topic gets a message on the Pub/Sub emulator, and sends a mail whose retry is due', async () => {
    const to = `retry-${randomUUID().slice(0, 8)}@example-corp.test`;
    const ref = collectionRef(collections.mail).doc();
    // A first attempt that failed a while ago: the trigger leaves it (it only sends new mail).
    await ref.create({
      to,
      message: { subject: 'Second try', text: 'Plain part', html: '<p>HTML</p>', attachments: [] },
      delivery: {
        state: 'ERROR',
        attempts: 1,
        error: 'connect ECONNREFUSED',
        lastError: 'connect ECONNREFUSED',
        nextAttemptAt: Timestamp.fromMillis(Date.now() - 1_000),
      },
      createdAt: Timestamp.now(),
    });
    const host = process.env.PUBSUB_EMULATOR_HOST ?? '127.0.0.1:8085';
    const res = await fetch(
      `http://${host}/v1/projects/demo-hiq/topics/firebase-schedule-retryMail:publish`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ data: Buffer.from('{}').toString('base64') }] }),
      },
    );
    expect(res.status, await res.text()).toBe(200);
    expect((await waitForMail(to, () => true, 30_000)).subject).toBe('Second try');
    const doc = await waitForState(ref.id, 'SUCCESS');
    expect(doc.delivery.attempts).toBe(2);
    expect(doc.delivery.error).toBeNull();
  });
});
