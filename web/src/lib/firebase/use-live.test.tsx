import { renderHook, waitFor } from '@testing-library/react';
import { Subject, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { useLive } from './use-live';

describe('useLive', () => {
  it('passes values through as success', async () => {
    const source = new Subject<number>();
    const { result } = renderHook(() => useLive('values', source));
    expect(result.current.status).toBe('loading');
    source.next(7);
    await waitFor(() => expect(result.current).toEqual({ status: 'success', value: 7 }));
  });

  it("turns a listener error into status 'error' with the Firestore code, without throwing", async () => {
    const denied = throwError(() =>
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    const { result } = renderHook(() => useLive('denied', denied));
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'error', errorCode: 'permission-denied' }),
    );
  });

  it('an error without a code is still an error', async () => {
    const { result } = renderHook(() =>
      useLive(
        'plain',
        throwError(() => new Error('boom')),
      ),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.errorCode).toBeUndefined();
  });
});
