import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createPlaybackGrant } from '../api/create-playback-grant';
import { usePlaybackGrant } from './use-playback-grant';

vi.mock('../api/create-playback-grant', () => ({ createPlaybackGrant: vi.fn() }));
const create = vi.mocked(createPlaybackGrant);

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

// A function returned from beforeEach would run as its teardown: return nothing.
beforeEach(() => {
  create.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('usePlaybackGrant', () => {
  it('asks for nothing while the interview has no recordings', () => {
    const { result } = renderHook(() => usePlaybackGrant('i1', false));
    expect(result.current.urlFor('q1')).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('gets one grant for the interview and builds each recording URL with it', async () => {
    create.mockResolvedValue({ grant: 'tok/1', expiresAt: inMinutes(30) });
    const { result, rerender } = renderHook(() => usePlaybackGrant('i1', true));
    await waitFor(() =>
      expect(result.current.urlFor('q1')).toBe('/api/interviews/i1/recordings/q1?grant=tok%2F1'),
    );
    expect(result.current.urlFor('q2')).toBe('/api/interviews/i1/recordings/q2?grant=tok%2F1');
    rerender();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith('i1');
  });

  it('renews shortly before the grant expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    create.mockResolvedValueOnce({ grant: 'g1', expiresAt: inMinutes(30) });
    create.mockResolvedValueOnce({ grant: 'g2', expiresAt: inMinutes(60) });
    const { result } = renderHook(() => usePlaybackGrant('i1', true));
    await waitFor(() => expect(result.current.urlFor('q1')).toContain('grant=g1'));
    await act(() => vi.advanceTimersByTimeAsync(27 * 60_000));
    expect(create).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(result.current.urlFor('q1')).toContain('grant=g2'));
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('renews when asked (a refused grant), one request for several players at once', async () => {
    let resolve: (v: { grant: string; expiresAt: string }) => void = () => {};
    create.mockResolvedValueOnce({ grant: 'g1', expiresAt: inMinutes(30) });
    create.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const { result } = renderHook(() => usePlaybackGrant('i1', true));
    await waitFor(() => expect(result.current.urlFor('q1')).toContain('grant=g1'));
    act(() => {
      result.current.renew();
      result.current.renew();
    });
    expect(create).toHaveBeenCalledTimes(2);
    await act(async () => resolve({ grant: 'g2', expiresAt: inMinutes(30) }));
    expect(result.current.urlFor('q1')).toContain('grant=g2');
  });

  it('reports a grant it could not get', async () => {
    create.mockRejectedValue(new ApiError('Interview not found', 404));
    const { result } = renderHook(() => usePlaybackGrant('i1', true));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.urlFor('q1')).toBeNull();
  });
});
