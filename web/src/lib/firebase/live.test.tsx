import { renderHook, waitFor } from '@testing-library/react';
import type { DocumentReference, Query } from 'firebase/firestore';
import { Subject, throwError } from 'rxjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fromRef = vi.hoisted(() => vi.fn());
vi.mock('rxfire/firestore', () => ({ fromRef }));

const { useLiveDoc, useLiveQuery } = await import('./live');

// Only what the hooks read of a snapshot.
const docSnap = (exists: boolean, fromCache: boolean, data: Record<string, unknown> = {}) => ({
  exists: () => exists,
  data: () => (exists ? data : undefined),
  metadata: { fromCache },
});
const querySnap = (ids: string[], fromCache: boolean) => ({
  docs: ids.map((id) => ({ id, data: () => ({ name: id }) })),
  metadata: { fromCache },
});
const docRef = { type: 'document', path: 'orgs/acme' } as unknown as DocumentReference;
const query = { type: 'query' } as unknown as Query;
const name = (snap: { data: () => { name?: string } | undefined }) => snap.data()?.name ?? null;
const ids = (snap: { docs: { id: string }[] }) => snap.docs.map((d) => d.id);

describe('live reads', () => {
  beforeEach(() => fromRef.mockReset());

  it('a document: loading, then its mapped data', async () => {
    const snaps = new Subject();
    fromRef.mockReturnValue(snaps);
    const { result } = renderHook(() => useLiveDoc(docRef, name));
    expect(result.current.status).toBe('loading');
    snaps.next(docSnap(true, false, { name: 'Acme' }));
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: 'Acme' }));
    expect(fromRef).toHaveBeenCalledWith(docRef, { includeMetadataChanges: false });
  });

  it("skipCacheOnly: a document's cache-only 'missing' waits for the server", async () => {
    const snaps = new Subject();
    fromRef.mockReturnValue(snaps);
    const { result } = renderHook(() => useLiveDoc(docRef, name, { skipCacheOnly: true }));
    expect(fromRef).toHaveBeenCalledWith(docRef, { includeMetadataChanges: true });
    snaps.next(docSnap(false, true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.status).toBe('loading');
    snaps.next(docSnap(false, false));
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: null }));
  });

  it("skipCacheOnly: a query's cache-only snapshots are skipped", async () => {
    const snaps = new Subject();
    fromRef.mockReturnValue(snaps);
    const { result } = renderHook(() => useLiveQuery(query, ids, { skipCacheOnly: true }));
    snaps.next(querySnap(['partial'], true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.status).toBe('loading');
    snaps.next(querySnap(['a', 'b'], false));
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: ['a', 'b'] }));
  });

  it("turns a listener error into status 'error' with the Firestore code, without throwing", async () => {
    fromRef.mockReturnValue(
      throwError(() =>
        Object.assign(new Error('Missing or insufficient permissions.'), {
          code: 'permission-denied',
        }),
      ),
    );
    const { result } = renderHook(() => useLiveQuery(query, ids));
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'error', errorCode: 'permission-denied' }),
    );
  });

  it('an error without a code is still an error', async () => {
    fromRef.mockReturnValue(throwError(() => new Error('boom')));
    const { result } = renderHook(() => useLiveDoc(docRef, name));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.errorCode).toBeUndefined();
  });

  it('no target: nothing is read', async () => {
    const { result } = renderHook(() => useLiveDoc(null, name));
    await waitFor(() => expect(result.current).toEqual({ status: 'success', data: undefined }));
    expect(fromRef).not.toHaveBeenCalled();
  });
});
