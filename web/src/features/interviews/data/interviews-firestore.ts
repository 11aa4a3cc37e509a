// All of this feature's Firestore access: live, read-only (rules: staff of the org; writes go via /api).
import { useMemo } from 'react';
import { collection, doc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import type { LiveStatus } from '@/lib/firebase/use-live';
import { collectionData, docData } from 'rxfire/firestore';
import type { InterviewCounters, InterviewRow } from '../types';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Firestore Timestamp (or ISO string) → ISO string. */
function isoOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    const date = (value as { toDate: () => Date }).toDate();
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  return undefined;
}

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
    completedAt: isoOf(data.completedAt),
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
  const all$ = useMemo(() => collectionData(allQuery, { idField: 'id' }), [allQuery]);
  const firstPage$ = useMemo(
    () => collectionData(firstPageQuery, { idField: 'id' }),
    [firstPageQuery],
  );
  const all = useLive(`all:${orgId}`, all$);
  const firstPage = useLive(`first:${orgId}:${firstPageSize}`, firstPage$);
  const allRows = useRows(all.value);
  const firstRows = useRows(firstPage.value);
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
  const ref$ = useMemo(() => docData(ref), [ref]);
  const { status, value: data } = useLive(`counters:${orgId}`, ref$);
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

/**
 * Every rating given to each interview (all reviewers, all answers) from `interviews/{id}/reviews`,
 * read once (the CSV export). An interview without reviews maps to [].
 */
export async function fetchRatings(
  firestore: Firestore,
  interviewIds: readonly string[],
): Promise<Record<string, number[]>> {
  const entries = await Promise.all(
    interviewIds.map(async (id) => {
      const snap = await getDocs(collection(firestore, 'interviews', id, 'reviews'));
      const values: number[] = [];
      for (const review of snap.docs) {
        const ratings = review.get('ratings') as Record<string, unknown> | undefined;
        for (const v of Object.values(ratings ?? {})) if (typeof v === 'number') values.push(v);
      }
      return [id, values] as const;
    }),
  );
  return Object.fromEntries(entries);
}
