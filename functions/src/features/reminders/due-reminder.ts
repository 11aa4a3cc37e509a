// When an interview's reminders are due: pure, so the job and its tests share one rule.
import { REMINDER_LEAD_MS } from '../../shared/constants/limits';
import type { InterviewDoc } from '../../shared/contract/collections';

export type ReminderKind = 'dayBefore' | 'atTime';

/**
 * The "ready" mail goes at most this long after the interview's time: an interview left
 * scheduled for days (or one from before reminders existed) gets no late mail.
 */
export const AT_TIME_REMINDER_WINDOW_MS = 24 * 60 * 60_000;

/** Which reminder an interview is due at `now`, if any. */
export function dueReminder(interview: InterviewDoc, now: Date): ReminderKind | null {
  if (interview.status !== 'scheduled') return null;
  const at = Date.parse(interview.date);
  if (Number.isNaN(at)) return null;
  const sent = interview.remindersSent ?? {};
  const untilStart = at - now.getTime();
  if (untilStart > 0) return untilStart <= REMINDER_LEAD_MS && !sent.dayBefore ? 'dayBefore' : null;
  if (-untilStart > AT_TIME_REMINDER_WINDOW_MS) return null;
  return !interview.consentedAt && !sent.atTime ? 'atTime' : null;
}
