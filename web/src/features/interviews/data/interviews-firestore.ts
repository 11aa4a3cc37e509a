// All of this feature's Firestore access: live, read-only (rules: staff of the org; writes go via /api).
import { useMemo } from 'react';
import { collection, doc, query, where } from 'firebase/firestore';
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

/** Every interview of the org, live: a status change anywhere arrives here without reload. */
export function useOrgInterviews(orgId: string): { status: LiveStatus; rows: InterviewRow[] } {
  const firestore = useFirestore();
  const interviewsQuery = useMemo(
    () => query(collection(firestore, 'interviews'), where('orgId', '==', orgId)),
    [firestore, orgId],
  );
  const { status, data } = useFirestoreCollectionData(interviewsQuery, { idField: 'id' });
  const rows = useMemo(
    () => (data ?? []).map((d) => toInterviewRow(d as DocumentData & { id: string })),
    [data],
  );
  return { status, rows };
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
