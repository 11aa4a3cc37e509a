import { describe, expect, it } from 'vitest';
import { nextAttemptDelay, WEBHOOK_MAX_ATTEMPTS } from './webhook-backoff';

describe('webhook retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then gives up after 8 attempts', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map(nextAttemptDelay);
    expect(delays).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
    ]);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(8);
    expect(nextAttemptDelay(8)).toBeNull();
    expect(nextAttemptDelay(0)).toBeNull();
  });

  it('spreads the attempts over about a day', () => {
    const total = [1, 2, 3, 4, 5, 6, 7].reduce((sum, n) => sum + nextAttemptDelay(n)!, 0);
    expect(total / 3600_000).toBeCloseTo(27.6, 1);
  });
});
