// When a candidate's session link stops working: a number of days after the interview's time.
import { LINK_EXPIRY_DAYS } from '../shared/constants/limits';

const DAY_MS = 24 * 60 * 60_000;

/** The moment a link to an interview at `date` (ISO) stops working, `days` days later. */
export const linkExpiryAfter = (date: string, days: number): Date =>
  new Date(Date.parse(date) + days * DAY_MS);

/**
 * Whether an interview's link has expired at `now`: its stored `linkExpiresAt`, else (interviews
 * scheduled before orgs chose their own) LINK_EXPIRY_DAYS after its `date`. An interview without a
 * readable time never expires, rather than locking its candidate out.
 */
export function isLinkExpired(
  interview: { linkExpiresAt?: { toMillis(): number }; date?: unknown },
  now = Date.now(),
): boolean {
  const expiresAt =
    interview.linkExpiresAt !== undefined
      ? interview.linkExpiresAt.toMillis()
      : typeof interview.date === 'string'
        ? linkExpiryAfter(interview.date, LINK_EXPIRY_DAYS).getTime()
        : Number.NaN;
  return Number.isFinite(expiresAt) && now >= expiresAt;
}
