// The admin's live list of access requests by status.
import { useMemo } from 'react';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { collections } from '@shared/contract/collections';
import type { AccessRequestStatus } from '@shared/constants/domain';
import type { AccessRequestRow } from '@/domain/access-request';
import { docsWithIds, useLiveQuery } from '@/lib/firebase/live';

export type AccessRequestsState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; rows: AccessRequestRow[] };

const LIST_LIMIT = 500;

/**
 * The requests of one status, newest first, kept live by a Firestore listener (rules: admin only).
 * Non-suspense: swapping the query (the status filter) shows the new query's rows (on React 19,
 * reactfire's suspense mode resumes with the previous query's value).
 */
export function useAccessRequests(status: AccessRequestStatus): AccessRequestsState {
  const firestore = useFirestore();
  const requestsQuery = useMemo(
    () =>
      query(
        collection(firestore, collections.accessRequests.path()),
        where('status', '==', status),
        orderBy('createdAt', 'desc'),
        limit(LIST_LIMIT),
      ),
    [firestore, status],
  );
  const result = useLiveQuery(requestsQuery, docsWithIds);
  if (result.status === 'error') return { status: 'error' };
  if (result.status === 'loading' || !result.data) return { status: 'loading' };
  // A listener can briefly hold the previous query's rows: keep only this status's.
  const rows = (result.data as AccessRequestRow[]).filter((row) => row.status === status);
  return { status: 'success', rows };
}
