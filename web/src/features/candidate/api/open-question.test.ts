import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { ApiError, callApi } from '@/lib/api-client';
import { loadContract } from './contract';
import { openQuestion } from './open-question';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callApi: vi.fn(),
}));

const answer = { attempt: { questionId: 'q1' }, serverTime: '2026-01-01T00:00:00.000Z' };

describe('openQuestion', () => {
  // The contract loads on first use; loaded here, under real timers.
  beforeAll(async () => {
    await loadContract();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(callApi).mockReset();
  });

  it('tries again after no answer or a server error, then gives the take', async () => {
    vi.mocked(callApi)
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockRejectedValueOnce(new ApiError('boom', 503))
      .mockResolvedValueOnce(answer);
    const result = openQuestion('s', 'q1');
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(result).resolves.toEqual(answer);
    expect(callApi).toHaveBeenCalledTimes(3);
  });

  it('does not try a refusal again', async () => {
    vi.mocked(callApi).mockRejectedValueOnce(new ApiError('Please answer in order.', 409));
    await expect(openQuestion('s', 'q2')).rejects.toMatchObject({ status: 409 });
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it('gives up after three tries', async () => {
    vi.mocked(callApi).mockRejectedValue(new ApiError('offline', 0));
    const result = openQuestion('s', 'q1');
    const settled = expect(result).rejects.toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(4_000);
    await settled;
    expect(callApi).toHaveBeenCalledTimes(3);
  });
});
