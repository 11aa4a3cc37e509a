/**
 * "Sunday, November 22, 2026 at 10:00 AM UTC": how a mail names an interview's time, unambiguous
 * whatever the reader's zone (a calendar attachment gives local time).
 */
export function readableTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
