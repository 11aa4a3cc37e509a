// All of this feature's Firestore access: live, read-only (rules: staff of the org; writes go via /api).
import { useCallback, useMemo, useState } from 'react';
import {
  collection,
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
} from 'firebase/firestore';
import type {
  DocumentData,
  DocumentSnapshot,
  Firestore,
  QueryDocumentSnapshot,
  QuerySnapshot,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { collections, documents } from '@shared/contract/collections';
import { INTERVIEW_SORT_FIELDS } from '@shared/interview-sort';
import { str } from '@/lib/firebase/fields';
import { useLiveDoc, useLiveQuery } from '@/lib/firebase/live';
import type { LiveStatus } from '@/lib/firebase/live';
import { toInterviewSummary } from '@/domain/interview';
import type { InterviewRow } from '@/domain/interview';
import type { InterviewCounters } from '../types';
import type { SortState } from '../utils/sort-interviews';

function toInterviewRow(data: DocumentData & { id: string }): InterviewRow {
  return { ...toInterviewSummary(data.id, data), sessionId: str(data.sessionId) || undefined };
}

export interface InterviewsPage {
  /** 'loading' until the current query's first server answer; then live. */
  status: LiveStatus;
  /** The current page; while a new page or sort loads, still the previous one (`stale`). */
  rows: InterviewRow[];
  stale: boolean;
  /** More rows follow this page in this order. */
  hasNext: boolean;
  /** This page's last row: the cursor of the next page. */
  last: QueryDocumentSnapshot | null;
}

/** The org's interviews in the dashboard's order: the column's field, then the id as tie-break. */
function sortedQuery(firestore: Firestore, orgId: string, sort: SortState) {
  return query(
    collection(firestore, collections.interviews.path()),
    where('orgId', '==', orgId),
    orderBy(INTERVIEW_SORT_FIELDS[sort.key], sort.direction),
    orderBy(documentId(), sort.direction),
  );
}

interface Page {
  rows: InterviewRow[];
  hasNext: boolean;
  last: QueryDocumentSnapshot | null;
}

/**
 * One page of the org's interviews, sorted and paged by Firestore, live: one listener on
 * `pageSize + 1` documents (the extra one only says whether a next page exists), so a load reads
 * a page, not the org. `after` is the previous page's last row (null: the first page).
 * Snapshots served from the local cache alone are skipped: for a new query they can be a partial
 * page made of documents other listeners left in the cache.
 */
export function useInterviewsPage(
  orgId: string,
  sort: SortState,
  after: QueryDocumentSnapshot | null,
  pageSize: number,
): InterviewsPage {
  const firestore = useFirestore();
  const { key: sortKey, direction } = sort;
  const pageQuery = useMemo(
    () =>
      query(
        sortedQuery(firestore, orgId, { key: sortKey, direction }),
        ...(after ? [startAfter(after)] : []),
        limit(pageSize + 1),
      ),
    [firestore, orgId, sortKey, direction, after, pageSize],
  );
  const toPage = useCallback(
    (snap: QuerySnapshot): Page => {
      const docs = snap.docs.slice(0, pageSize);
      return {
        rows: docs.map((d) => toInterviewRow({ ...d.data(), id: d.id })),
        hasNext: snap.docs.length > pageSize,
        last: docs.at(-1) ?? null,
      };
    },
    [pageSize],
  );
  const live = useLiveQuery(pageQuery, toPage, { skipCacheOnly: true });
  // The last page shown, kept while the next page or order loads (stale-while-loading).
  const [shown, setShown] = useState<InterviewRow[]>([]);
  if (live.status === 'success' && live.data && live.data.rows !== shown) {
    setShown(live.data.rows);
  }
  if (live.status === 'error') {
    return { status: 'error', rows: [], stale: false, hasNext: false, last: null };
  }
  if (live.status === 'loading' || !live.data) {
    return { status: 'loading', rows: shown, stale: true, hasNext: false, last: null };
  }
  return {
    status: 'success',
    rows: live.data.rows,
    stale: false,
    hasNext: live.data.hasNext,
    last: live.data.last,
  };
}

/** Every interview of the org in the table's order, read once (the CSV export). */
export async function fetchAllInterviews(
  firestore: Firestore,
  orgId: string,
  sort: SortState,
): Promise<InterviewRow[]> {
  const snap = await getDocs(sortedQuery(firestore, orgId, sort));
  return snap.docs.map((d) => toInterviewRow({ ...d.data(), id: d.id }));
}

const dataOf = (snap: DocumentSnapshot) => snap.data();

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The org's counters document (kept by the countInterviews trigger), live; zeros before the first interview. */
export function useInterviewCounters(orgId: string): {
  status: LiveStatus;
  counters: InterviewCounters;
} {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, documents.interviewCounters.doc(orgId)),
    [firestore, orgId],
  );
  const { status, data } = useLiveDoc(ref, dataOf);
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
      const snap = await getDocs(collection(firestore, collections.reviews.path(id)));
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
