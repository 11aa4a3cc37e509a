// The one way the web app reads Firestore: live, through reactfire's useObservable, with a
// listener's failure kept as data (and its error code) instead of thrown.
import { useId, useMemo } from 'react';
import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot } from 'firebase/firestore';
import { useObservable } from 'reactfire';
import { fromRef } from 'rxfire/firestore';
import { catchError, filter, map, of } from 'rxjs';
import type { Observable } from 'rxjs';

export type LiveStatus = 'loading' | 'error' | 'success';

/** A live read: 'loading' until the first answer; `errorCode` is the Firestore error's code. */
export interface Live<T> {
  status: LiveStatus;
  data?: T;
  /** e.g. 'permission-denied': another company's document, or access since removed. */
  errorCode?: string;
}

export interface LiveOptions {
  /**
   * Wait for the server: skip a query's snapshots answered by the local cache alone (for a new
   * query they can be a partial list made of documents other listeners left there), and a
   * document's cache-only "does not exist" (offline, or before the server answered).
   */
  skipCacheOnly?: boolean;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; code?: string };

const codeOf = (error: unknown) =>
  error && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;

// Each query or reference object gets a number, so the cache key changes with the target.
const targetIds = new WeakMap<object, number>();
let lastTargetId = 0;
function targetId(target: object): number {
  let id = targetIds.get(target);
  if (id === undefined) {
    id = ++lastTargetId;
    targetIds.set(target, id);
  }
  return id;
}

/** The target's snapshots; with `skipCacheOnly`, only those the server stands behind. */
function snapshotsOf(
  target: DocumentReference | Query,
  skipCacheOnly: boolean,
): Observable<DocumentSnapshot | QuerySnapshot> {
  const options = { includeMetadataChanges: skipCacheOnly };
  if (target.type === 'document') {
    return fromRef(target as DocumentReference, options).pipe(
      filter((snap) => !skipCacheOnly || snap.exists() || !snap.metadata.fromCache),
    );
  }
  return fromRef(target as Query, options).pipe(
    filter((snap) => !skipCacheOnly || !snap.metadata.fromCache),
  );
}

/**
 * reactfire rethrows listener errors (a permission error would reach the route's error view) and
 * caches an errored listener by its key, so a sign-out then sign-in soon after would get the old
 * error. So: errors become data, and the cache key is this mount's own (and its target's).
 * `target` and `toData` must be stable (memoised, or defined outside the component).
 */
function useLiveSnapshots<S, T>(
  target: DocumentReference | Query | null,
  toData: (snapshot: S) => T,
  { skipCacheOnly = false }: LiveOptions,
): Live<T> {
  const mount = useId();
  const source = useMemo(() => {
    const snapshots: Observable<DocumentSnapshot | QuerySnapshot | null> = target
      ? snapshotsOf(target, skipCacheOnly)
      : of(null);
    return snapshots.pipe(
      map((snapshot): Outcome<T | undefined> => ({
        ok: true,
        value: snapshot === null ? undefined : toData(snapshot as S),
      })),
      catchError((error: unknown) =>
        of<Outcome<T | undefined>>({ ok: false, code: codeOf(error) }),
      ),
    );
  }, [target, toData, skipCacheOnly]);
  const key = `live:${mount}:${target ? targetId(target) : 'none'}:${targetId(toData)}`;
  const { status, data } = useObservable(key, source);
  if (status === 'error') return { status: 'error' };
  if (status === 'success' && data && !data.ok) return { status: 'error', errorCode: data.code };
  if (status !== 'success' || !data?.ok) return { status: 'loading' };
  return { status: 'success', data: data.value };
}

/** A document, live, as `toData` of its snapshot; `ref` null: nothing to read (success, no data). */
export const useLiveDoc = <T>(
  ref: DocumentReference | null,
  toData: (snapshot: DocumentSnapshot) => T,
  options: LiveOptions = {},
): Live<T> => useLiveSnapshots(ref, toData, options);

/** A query's results, live, as `toData` of each snapshot. */
export const useLiveQuery = <T>(
  query: Query | null,
  toData: (snapshot: QuerySnapshot) => T,
  options: LiveOptions = {},
): Live<T> => useLiveSnapshots(query, toData, options);
