import { WEBHOOK_RETRY_DELAYS_MS } from '../../shared/constants/limits';

/** Attempts in all: the first and one per delay. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/**
 * How long to wait after failed attempt number `attempts` (1 = the first), or null when that was
 * the last one.
 */
export function nextAttemptDelay(attempts: number): number | null {
  return attempts >= 1 && attempts <= WEBHOOK_RETRY_DELAYS_MS.length
    ? WEBHOOK_RETRY_DELAYS_MS[attempts - 1]
    : null;
}
