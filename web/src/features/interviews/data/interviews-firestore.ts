// All of this feature's Firestore access: live, read-only (rules: staff of the org; writes go via /api).
import { useMemo } from 'react';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import type { InterviewCounters, InterviewRow } from '../types';

export type LiveStatus = 'loading' | 'error' | 'success';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function toInterviewRow(data: DocumentData & { id: string }): InterviewRow {
  return {
    id: data.id,
    candidateName: str(data.candidateName),
    candidateEmail: str(data.candidateEmail),
    type: str(data.type),
    level: str(data.level),
    date: str(data.date) || undefined,
    status: str(data.status),
    sessionId: str(data.sessionId) || undefined,
  };
}

export interface OrgInterviews {
  status: LiveStatus;
  rows: InterviewRow[];
  /** false while only the first page (newest first) has arrived; the full list follows. */
  complete: boolean;
}

const useRows = (data: DocumentData[] | undefined) =>
  useMemo(
    () => (data ?? []).map((d) => toInterviewRow(d as DocumentData & { id: string })),
    [data],
  );

/**
 * Every interview of the org, live: a status change anywhere arrives here without reload. A
 * second, small listener (newest `firstPageSize` by date: the default view) paints the first
 * page while the whole list, which sorting needs, is still on its way.
 */
export function useOrgInterviews(orgId: string, firstPageSize: number): OrgInterviews {
  const firestore = useFirestore();
  const allQuery = useMemo(
    () => query(collection(firestore, 'interviews'), where('orgId', '==', orgId)),
    [firestore, orgId],
  );
  const firstPageQuery = useMemo(
    () =>
      query(
        collection(firestore, 'interviews'),
        where('orgId', '==', orgId),
        orderBy('date', 'desc'),
        limit(firstPageSize),
      ),
    [firestore, orgId, firstPageSize],
  );
  const all = useFirestoreCollectionData(allQuery, { idField: 'id' });
  const firstPage = useFirestoreCollectionData(firstPageQuery, { idField: 'id' });
  const allRows = useRows(all.data);
  const firstRows = useRows(firstPage.data);
  if (all.status === 'success') return { status: 'success', rows: allRows, complete: true };
  if (all.status === 'error') return { status: 'error', rows: [], complete: false };
  if (firstPage.status === 'success' && firstRows.length > 0) {
    return { status: 'success', rows: firstRows, complete: false };
  }
  return { status: 'loading', rows: [], complete: false };
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The org's counters document (kept by the countInterviews trigger), live; zeros before the first interview. */
export function useInterviewCounters(orgId: string): {
  status: LiveStatus;
  counters: InterviewCounters;
} {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, 'orgs', orgId, 'stats', 'interviews'),
    [firestore, orgId],
  );
  const { status, data } = useFirestoreDocData(ref);
  const counters = useMemo(
    () => ({
      total: count(data?.total),
      scheduled: count(data?.scheduled),
      completed: count(data?.completed),
      cancelled: count(data?.cancelled),
    }),
    [data],
  );
  return { status, counters };
}
