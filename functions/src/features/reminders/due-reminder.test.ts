import { describe, expect, it } from 'vitest';
import type { InterviewDoc } from '../../shared/contract/collections';
import { dueReminder } from './due-reminder';

const now = new Date('2026-11-22T12:00:00.000Z');
const hours = (h: number) => new Date(now.getTime() + h * 60 * 60_000).toISOString();
const sent = { seconds: 1, nanoseconds: 0, toMillis: () => 1000, toDate: () => new Date(1000) };

const interview = (fields: Partial<InterviewDoc>) =>
  ({ status: 'scheduled', date: hours(10), ...fields }) as InterviewDoc;

describe('dueReminder', () => {
  it('is the day-before reminder within 24 hours of the time, once', () => {
    expect(dueReminder(interview({ date: hours(24) }), now)).toBe('dayBefore');
    expect(dueReminder(interview({ date: hours(0.1) }), now)).toBe('dayBefore');
    expect(dueReminder(interview({ date: hours(25) }), now)).toBeNull();
    expect(dueReminder(interview({ remindersSent: { dayBefore: sent } }), now)).toBeNull();
  });

  it('is the "ready" mail once the time has come, unless the candidate started or it went', () => {
    expect(dueReminder(interview({ date: hours(0) }), now)).toBe('atTime');
    expect(
      dueReminder(interview({ date: hours(-2), remindersSent: { dayBefore: sent } }), now),
    ).toBe('atTime');
    expect(dueReminder(interview({ date: hours(-2), consentedAt: sent }), now)).toBeNull();
    expect(
      dueReminder(interview({ date: hours(-2), remindersSent: { atTime: sent } }), now),
    ).toBeNull();
    expect(dueReminder(interview({ date: hours(-25) }), now)).toBeNull();
  });

  it('is nothing for a cancelled or completed interview, or a date that does not parse', () => {
    expect(dueReminder(interview({ status: 'cancelled' }), now)).toBeNull();
    expect(dueReminder(interview({ status: 'completed', date: hours(-1) }), now)).toBeNull();
    expect(dueReminder(interview({ date: 'soon' }), now)).toBeNull();
  });
});
