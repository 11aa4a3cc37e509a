// The candidate's reminders, sent by a scheduled job (REMINDER_SCHEDULE): a reminder once the
// interview is within REMINDER_LEAD_MS, and a "ready" mail once its time has come and the
// candidate has not started. An interview scheduled less than REMINDER_LEAD_MS ahead gets the
// first reminder on the job's next run (it is already within the lead), then the "ready" one.
// Each mail is queued in the batch that records it in `remindersSent`, preconditioned on the
// interview as read: two runs at once (or a run racing a cancel) send each mail at most once.
import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { REMINDER_LEAD_MS } from '../../shared/constants/limits';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import { commitRacingChange } from '../../lib/contention';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { logger } from '../../lib/logger';
import { dataOrSkip } from '../../lib/stored-document';
import { mailAbout, queueMail } from '../../lib/mail/queue';
import { AT_TIME_REMINDER_WINDOW_MS, dueReminder } from './due-reminder';
import type { ReminderKind } from './due-reminder';
import { atTimeReminderMail, dayBeforeReminderMail } from './mails';

/** Queues one interview's due reminder and records it, unless a concurrent change got there first. */
function remind(id: string, now: Date): Promise<ReminderKind | null> {
  const ref = docRef(collections.interviews, id);
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const snap: DocumentSnapshot<InterviewDoc> = await ref.get();
      // One that no longer reads is not reminded (logged), as one cancelled meanwhile.
      const interview = dataOrSkip(snap);
      const kind = interview ? dueReminder(interview, now) : null;
      if (!interview || !kind) return null;
      queueMail(
        batch,
        kind === 'dayBefore' ? dayBeforeReminderMail(interview) : atTimeReminderMail(interview),
        [mailAbout.interview(id)],
      );
      batch.update(
        ref,
        { [`remindersSent.${kind}`]: FieldValue.serverTimestamp() },
        { lastUpdateTime: snap.updateTime! },
      );
      return kind;
    },
  );
}

/** Interviews read per query page. */
const PAGE_SIZE = 200;

interface ReminderReport {
  dayBefore: string[];
  atTime: string[];
  failed: string[];
}

/**
 * One pass of the reminder job at `now`: scheduled interviews from AT_TIME_REMINDER_WINDOW_MS ago
 * to REMINDER_LEAD_MS ahead (ISO dates compare as strings; index: status, date), each due one
 * reminded. One interview's failure is logged and the pass goes on; the next run retries it.
 */
export async function sendDueReminders(now: Date): Promise<ReminderReport> {
  const from = new Date(now.getTime() - AT_TIME_REMINDER_WINDOW_MS).toISOString();
  const to = new Date(now.getTime() + REMINDER_LEAD_MS).toISOString();
  const query = collectionRef(collections.interviews)
    .where('status', '==', 'scheduled')
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .limit(PAGE_SIZE);
  const report: ReminderReport = { dayBefore: [], atTime: [], failed: [] };
  let last: QueryDocumentSnapshot<InterviewDoc> | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).get();
    const due = page.docs.filter((doc) => {
      // A stored interview that does not match the contract fails alone (logged); the pass goes on.
      const interview = dataOrSkip(doc);
      if (!interview) report.failed.push(doc.id);
      return interview !== undefined && dueReminder(interview, now) !== null;
    });
    const outcomes = await Promise.allSettled(due.map((doc) => remind(doc.id, now)));
    outcomes.forEach((outcome, i) => {
      const id = due[i].id;
      if (outcome.status === 'rejected') {
        report.failed.push(id);
        logger.warn('reminder failed', { id, error: String(outcome.reason) });
      } else if (outcome.value) report[outcome.value].push(id);
    });
    if (page.docs.length < PAGE_SIZE) return report;
    last = page.docs[page.docs.length - 1];
  }
}
