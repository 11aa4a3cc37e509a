import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { useMutation } from './use-mutation';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useMutation', () => {
  it('is busy while a call runs and resolves to its value', async () => {
    const call = deferred<string>();
    const { result } = renderHook(() => useMutation(() => call.promise, { fallback: 'Failed' }));
    expect(result.current.busy).toBe(false);
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run();
    });
    expect(result.current.busy).toBe(true);
    await act(async () => call.resolve('done'));
    await expect(outcome).resolves.toEqual({ ok: true, value: 'done' });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('keeps the arguments of each call under way', async () => {
    const calls = new Map<string, ReturnType<typeof deferred<void>>>();
    const { result } = renderHook(() =>
      useMutation(
        (key: string) => {
          const call = deferred<void>();
          calls.set(key, call);
          return call.promise;
        },
        { fallback: 'Failed' },
      ),
    );
    act(() => {
      void result.current.run('a');
      void result.current.run('b');
    });
    expect(result.current.running).toEqual([['a'], ['b']]);
    await act(async () => calls.get('a')!.resolve());
    expect(result.current.running).toEqual([['b']]);
    await act(async () => calls.get('b')!.resolve());
    expect(result.current.busy).toBe(false);
  });

  it('turns a failure into the policy message, clears it on the next call and on reset', async () => {
    const fn = vi
      .fn<(id: string) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError('Server words', 400))
      .mockRejectedValueOnce(new ApiError('Server words', 500))
      .mockResolvedValue(undefined);
    const { result } = renderHook(() => useMutation(fn, { fallback: 'Failed', show: [400] }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run('x');
    });
    expect(outcome).toMatchObject({ ok: false });
    expect(result.current.error).toBe('Server words');
    await act(async () => {
      await result.current.run('x');
    });
    expect(result.current.error).toBe('Failed');
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
  });

  it('retries the failed call with its arguments', async () => {
    const fn = vi
      .fn<(id: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('ok');
    const { result } = renderHook(() => useMutation(fn, { fallback: 'Failed' }));
    expect(result.current.retry()).toBeUndefined();
    await act(async () => {
      await result.current.run('first');
    });
    expect(result.current.error).toBe('Failed');
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.retry();
    });
    expect(fn).toHaveBeenLastCalledWith('first');
    expect(outcome).toEqual({ ok: true, value: 'ok' });
    expect(result.current.error).toBeNull();
  });
});
