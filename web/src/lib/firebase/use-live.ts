import { useId, useMemo } from 'react';
import { useObservable } from 'reactfire';
import { catchError, map, of } from 'rxjs';
import type { Observable } from 'rxjs';

export type LiveStatus = 'loading' | 'error' | 'success';

type Live<T> = { ok: true; value: T } | { ok: false };

/**
 * A listener's values, or its failure as a value: reactfire rethrows listener errors (a permission
 * error would reach the route's error view) and caches an errored listener by its query, so a
 * sign-out then sign-in soon after would get the old error. So: errors become data, and the
 * cache key is this mount's own.
 */
export function useLive<T>(key: string, source: Observable<T>): { status: LiveStatus; value?: T } {
  const mount = useId();
  const safe = useMemo(
    () =>
      source.pipe(
        map((value): Live<T> => ({ ok: true, value })),
        catchError(() => of<Live<T>>({ ok: false })),
      ),
    [source],
  );
  const { status, data } = useObservable(`live:${key}:${mount}`, safe);
  if (status === 'error' || (status === 'success' && data && !data.ok)) return { status: 'error' };
  if (status !== 'success' || !data?.ok) return { status: 'loading' };
  return { status: 'success', value: data.value };
}
