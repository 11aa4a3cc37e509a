import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { isRetryable, withRetries } from './retry';

describe('isRetryable', () => {
  it('retries no answer, a rate limit and server errors; not other refusals', () => {
    expect([0, 429, 500, 503].map((s) => isRetryable(new ApiError('x', s)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      [400, 401, 403, 404, 409, 410, 413, 415].some((s) => isRetryable(new ApiError('x', s))),
    ).toBe(false);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
  });
});

describe('withRetries', () => {
  it('waits each delay in turn, then answers', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockRejectedValueOnce(new ApiError('busy', 429))
      .mockResolvedValueOnce('done');
    await expect(withRetries(attempt, [1_000, 3_000], sleep)).resolves.toBe('done');
    expect(sleep.mock.calls).toEqual([[1_000], [3_000]]);
  });

  it('throws the last failure once the delays are spent, and a refusal at once', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const offline = vi.fn(() => Promise.reject(new ApiError('offline', 0)));
    await expect(withRetries(offline, [500, 500], sleep)).rejects.toMatchObject({ status: 0 });
    expect(offline).toHaveBeenCalledTimes(3);
    const refused = vi.fn(() => Promise.reject(new ApiError('Please answer in order.', 409)));
    await expect(withRetries(refused, [500], sleep)).rejects.toMatchObject({ status: 409 });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
