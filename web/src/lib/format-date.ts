import { APP_MESSAGES } from '@shared/messages/common';

/** Dates show weekday, year, short month, day, hour and minute. */
const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** The dashboard's date: the reader's locale and zone unless given; '-' when missing or invalid. */
export function formatInterviewDate(
  value: string | undefined | null,
  locale?: string,
  timeZone?: string,
): string {
  if (!value) return APP_MESSAGES.noValue;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return APP_MESSAGES.noValue;
  return date.toLocaleString(locale, { ...DATE_TIME_FORMAT, ...(timeZone ? { timeZone } : {}) });
}
