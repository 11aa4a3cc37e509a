// The candidates' reminders: sendDueReminders on a controlled clock (a day before, when the time
// has come, never twice, never for a cancelled or completed interview), and the scheduled function
// run the way the emulators run a schedule, by a message on its Pub/Sub topic.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { InterviewStatus } from '@shared/constants/domain';
import { collections } from '@shared/contract/collections';
// The test admin app first: the functions code below reuses it as the default app.
import { adminDb, collectionRef, docRef } from '../support/admin';
import { createTestInterview } from '../support/interviews';
import { waitForMail } from '../support/maildev';
import { sendDueReminders } from '../../functions/src/features/reminders/send-due-reminders';

const HOUR = 60 * 60_000;
// A clock years ahead, so the interviews other tests leave scheduled are outside every window.
const now = new Date(Date.UTC(2031, 2, 3, 9));
const at = (hoursFromNow: number, from = now) =>
  new Date(from.getTime() + hoursFromNow * HOUR).toISOString();

async function interviewAt(date: string, status: InterviewStatus = 'scheduled') {
  const candidateEmail = `remind-${randomUUID().slice(0, 8)}@example.test`;
  const interview = await createTestInterview({
    date,
    status,
    candidateEmail,
    orgName: 'Remind Co',
  });
  return { ...interview, candidateEmail };
}

const mailsTo = async (to: string) =>
  (await collectionRef(collections.mail).where('to', '==', to).get()).docs.map((d) => d.data());

const remindersSent = async (id: string) =>
  (await docRef(collections.interviews, id).get()).data()?.remindersSent ?? {};

describe('sendDueReminders', () => {
  it('24 hours before: one reminder with the link and the time, and the flag set', async () => {
    const due = await interviewAt(at(24));
    const report = await sendDueReminders(now);
    expect(report.dayBefore).toContain(due.id);
    const mails = await mailsTo(due.candidateEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0].message.subject).toBe('Reminder: your interview with Remind Co');
    // The body as delivered (the stored copy drops it once sent).
    const delivered = await waitForMail(due.candidateEmail);
    expect(delivered.text).toContain(`/${due.sessionId}`);
    expect(delivered.text).toContain('Tuesday, March 4, 2031 at 9:00 AM UTC');
    expect((await remindersSent(due.id)).dayBefore).toBeTruthy();
    expect((await remindersSent(due.id)).atTime).toBeUndefined();
  });

  it('an interview stored against the contract fails alone: the others are reminded', async () => {
    const broken = await interviewAt(at(23));
    // Written around the contract (no converter), as a faulty migration or console edit would.
    await adminDb.doc(collections.interviews.doc(broken.id)).update({ questions: 'q1' });
    const due = await interviewAt(at(22));
    try {
      const report = await sendDueReminders(now);
      expect(report.failed).toContain(broken.id);
      expect(report.dayBefore).toContain(due.id);
      expect(await mailsTo(due.candidateEmail)).toHaveLength(1);
      expect(await mailsTo(broken.candidateEmail)).toHaveLength(0);
    } finally {
      await adminDb.doc(collections.interviews.doc(broken.id)).delete();
    }
  });

  it('25 hours ahead: nothing yet', async () => {
    const later = await interviewAt(at(25));
    const report = await sendDueReminders(now);
    expect(report.dayBefore).not.toContain(later.id);
    expect(await mailsTo(later.candidateEmail)).toHaveLength(0);
    expect(await remindersSent(later.id)).toEqual({});
  });

  it('a cancelled or completed interview gets no reminder of either kind', async () => {
    const gone = await Promise.all([
      interviewAt(at(2), 'cancelled'),
      interviewAt(at(-1), 'cancelled'),
      interviewAt(at(2), 'completed'),
      interviewAt(at(-1), 'completed'),
    ]);
    await sendDueReminders(now);
    for (const interview of gone) {
      expect(await mailsTo(interview.candidateEmail)).toHaveLength(0);
      expect(await remindersSent(interview.id)).toEqual({});
    }
  });

  it('once the time has come: one "ready" mail while the candidate has not started', async () => {
    const waiting = await interviewAt(at(-0.5));
    const started = await interviewAt(at(-0.5));
    await docRef(collections.interviews, started.id).update({
      consentedAt: FieldValue.serverTimestamp(),
    });
    const report = await sendDueReminders(now);
    expect(report.atTime).toContain(waiting.id);
    expect(report.atTime).not.toContain(started.id);
    const mails = await mailsTo(waiting.candidateEmail);
    expect(mails.map((m) => m.message.subject)).toEqual(['Your interview with Remind Co is ready']);
    expect((await remindersSent(waiting.id)).atTime).toBeTruthy();
    expect(await mailsTo(started.candidateEmail)).toHaveLength(0);
  });

  it('an interview less than a day ahead gets the reminder, then the "ready" mail at its time', async () => {
    const soon = await interviewAt(at(1));
    await sendDueReminders(now);
    await sendDueReminders(new Date(now.getTime() + 2 * HOUR));
    const subjects = (await mailsTo(soon.candidateEmail)).map((m) => m.message.subject).sort();
    expect(subjects).toEqual([
      'Reminder: your interview with Remind Co',
      'Your interview with Remind Co is ready',
    ]);
  });

  it('runs at once and one after another: each mail still goes once', async () => {
    const dayBefore = await interviewAt(at(3));
    const atTime = await interviewAt(at(-3));
    // The day-before reminder of the second one went in an earlier pass.
    await docRef(collections.interviews, atTime.id).update({
      'remindersSent.dayBefore': FieldValue.serverTimestamp(),
    });
    const reports = await Promise.all([1, 2, 3, 4].map(() => sendDueReminders(now)));
    await sendDueReminders(now);
    expect(reports.flatMap((r) => r.failed)).toEqual([]);
    expect(reports.filter((r) => r.dayBefore.includes(dayBefore.id))).toHaveLength(1);
    expect(reports.filter((r) => r.atTime.includes(atTime.id))).toHaveLength(1);
    expect(await mailsTo(dayBefore.candidateEmail)).toHaveLength(1);
    expect(await mailsTo(atTime.candidateEmail)).toHaveLength(1);
  });
});

// The job runs on the real clock and reminds every org's interviews from a day ago to a day ahead,
// while other files run beside this one: their tests that count an interview's or a candidate's
// mails keep their interviews out of that window, or count only the mail they mean.
describe('the sendReminders scheduled function', () => {
  it('runs when its schedule topic gets a message on the Pub/Sub emulator, and queues the mail', async () => {
    const due = await interviewAt(at(2, new Date()));
    const host = process.env.PUBSUB_EMULATOR_HOST ?? '127.0.0.1:8085';
    const res = await fetch(
      `http://${host}/v1/projects/demo-hiq/topics/firebase-schedule-sendReminders:publish`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ data: Buffer.from('{}').toString('base64') }] }),
      },
    );
    expect(res.status, await res.text()).toBe(200);
    const deadline = Date.now() + 20_000;
    while ((await mailsTo(due.candidateEmail)).length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    expect(await mailsTo(due.candidateEmail)).toHaveLength(1);
    expect((await remindersSent(due.id)).dayBefore).toBeTruthy();
  });
});
