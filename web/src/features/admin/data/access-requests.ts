// The admin's live list of access requests by status.
import { useMemo } from 'react';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { QuerySnapshot } from 'firebase/firestore';
import { collections } from '@shared/contract/collections';
import type { AccessRequestDoc } from '@shared/contract/collections';
import { isUnreadable } from '@shared/contract/read-document';
import type { Readable } from '@shared/contract/read-document';
import type { AccessRequestStatus } from '@shared/constants/domain';
import type { AccessRequestRow } from '@/domain/access-request';
import { useLiveQuery } from '@/lib/firebase/live';
import { readSnapshots } from '@/lib/firebase/read';
import type { StoredDocument } from '@/lib/firebase/read';

export type AccessRequestsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; rows: Readable<AccessRequestRow>[] };

/** A request as stored: any status, 'unconfirmed' too. */
type StoredRequest = Omit<AccessRequestRow, 'status'> & Pick<AccessRequestDoc, 'status'>;

const toRequest = (request: AccessRequestDoc, id: string): StoredRequest => ({
  id,
  workDomain: request.workDomain,
  email: request.email,
  teamSize: request.teamSize,
  message: request.message,
  status: request.status,
  createdAt: request.createdAt,
  rejectionReason: request.rejectionReason,
});

/** Access request documents in order, each as its row, or unreadable (an error row). */
export const toAccessRequests = (docs: readonly StoredDocument[]) =>
  readSnapshots(collections.accessRequests.schema, docs, toRequest);

const toRequests = (snap: QuerySnapshot) => toAccessRequests(snap.docs);

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
  const result = useLiveQuery(requestsQuery, toRequests);
  if (result.status === 'error') return { status: 'error' };
  if (result.status === 'loading' || !result.data) return { status: 'loading' };
  // A listener can briefly hold the previous query's rows: keep only this status's (and any
  // unreadable one, whose status is unknown: it shows as an error row).
  const rows = result.data.filter(
    (row): row is Readable<AccessRequestRow> => isUnreadable(row) || row.status === status,
  );
  return { status: 'success', rows };
}
