import { useId, useMemo } from 'react';
import { useObservable } from 'reactfire';
import { catchError, map, of } from 'rxjs';
import type { Observable } from 'rxjs';

export type LiveStatus = 'loading' | 'error' | 'success';

type Live<T> = { ok: true; value: T } | { ok: false; code?: string };

const codeOf = (error: unknown) =>
  error && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;

/**
 * A listener's values, or its failure as a value: reactfire rethrows listener errors (a permission
 * error would reach the route's error view) and caches an errored listener by its query, so a
 * sign-out then sign-in soon after would get the old error. So: errors become data, and the
 * cache key is this mount's own. The error's code is kept, so a screen can tell 'not yours' apart.
 */
export function useLive<T>(
  key: string,
  source: Observable<T>,
): { status: LiveStatus; value?: T; errorCode?: string } {
  const mount = useId();
  const safe = useMemo(
    () =>
      source.pipe(
        map((value): Live<T> => ({ ok: true, value })),
        catchError((error: unknown) => of<Live<T>>({ ok: false, code: codeOf(error) })),
      ),
    [source],
  );
  const { status, data } = useObservable(`live:${key}:${mount}`, safe);
  if (status === 'error') return { status: 'error' };
  // errorCode: the Firestore error's code, e.g. 'permission-denied' (another company's document).
  if (status === 'success' && data && !data.ok) return { status: 'error', errorCode: data.code };
  if (status !== 'success' || !data?.ok) return { status: 'loading' };
  return { status: 'success', value: data.value };
}
