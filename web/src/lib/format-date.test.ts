import { describe, expect, it } from 'vitest';
import { formatInterviewDate } from './format-date';

describe('formatInterviewDate (weekday, year, short month, day, hour, minute)', () => {
  it('formats an ISO timestamp', () => {
    expect(formatInterviewDate('2026-11-22T15:05:00.000Z', 'en-US', 'UTC')).toBe(
      'Sun, Nov 22, 2026, 03:05 PM',
    );
  });
  it('follows the time zone', () => {
    expect(formatInterviewDate('2026-11-22T23:30:00.000Z', 'en-US', 'Asia/Tokyo')).toBe(
      'Mon, Nov 23, 2026, 08:30 AM',
    );
  });
  it('follows the locale', () => {
    expect(formatInterviewDate('2026-11-22T15:05:00.000Z', 'en-GB', 'UTC')).toBe(
      'Sun, 22 Nov 2026, 15:05',
    );
  });
  it('shows a dash when missing or invalid', () => {
    expect(formatInterviewDate(undefined)).toBe('-');
    expect(formatInterviewDate(null)).toBe('-');
    expect(formatInterviewDate('')).toBe('-');
    expect(formatInterviewDate('not a date')).toBe('-');
  });
});
