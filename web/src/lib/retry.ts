// One rule for trying a request again: when no answer reached the browser, on a rate limit and on a
// server error. Any other refusal (4xx) is the answer. Each caller picks how long it waits.
import { statusOf } from './error-message';

/** Worth another try: no answer (status 0 or none), 429, or 5xx. */
export function isRetryable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 0 || status === 429 || status >= 500;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `attempt`, tried again after each of `delaysMs` in turn while it fails in a way worth retrying;
 * the last failure, or one that is not, is thrown.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  delaysMs: readonly number[],
  sleep: (ms: number) => Promise<void> = wait,
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delaysMs[tries];
      if (delay === undefined || !isRetryable(error)) throw error;
      await sleep(delay);
    }
  }
}
