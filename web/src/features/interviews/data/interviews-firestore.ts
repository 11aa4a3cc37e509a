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
  DocumentSnapshot,
  Firestore,
  QueryDocumentSnapshot,
  QuerySnapshot,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { collections, documents } from '@shared/contract/collections';
import type { InterviewDoc } from '@shared/contract/collections';
import { isUnreadable } from '@shared/contract/read-document';
import type { Readable } from '@shared/contract/read-document';
import { INTERVIEW_SORT_FIELDS } from '@shared/interview-sort';
import { useLiveDoc, useLiveQuery } from '@/lib/firebase/live';
import type { LiveStatus } from '@/lib/firebase/live';
import { readSnapshot, readSnapshots, unlessUnreadable } from '@/lib/firebase/read';
import type { StoredDocument } from '@/lib/firebase/read';
import { isoOf } from '@/lib/firebase/fields';
import { toInterviewSummary } from '@/domain/interview';
import type { InterviewRow } from '@/domain/interview';
import type { InterviewCounters } from '../types';
import type { SortState } from '../utils/sort-interviews';

const toInterviewRow = (doc: InterviewDoc, id: string): InterviewRow => ({
  ...toInterviewSummary(doc, id),
  sessionId: doc.sessionId,
  adjustmentRequests: (doc.adjustmentRequests ?? []).map((request) => ({
    message: request.message,
    requestedAt: isoOf(request.requestedAt),
  })),
  questions: doc.questions.map((q) => ({ id: q.id, text: q.text })),
  aiAssist: doc.aiAssist,
});

/** Interview documents in order, each as its row, or unreadable (the table shows an error row). */
export const toInterviewRows = (docs: readonly StoredDocument[]) =>
  readSnapshots(collections.interviews.schema, docs, toInterviewRow);

export interface InterviewsPage {
  /** 'loading' until the current query's first server answer; then live. */
  status: LiveStatus;
  /** The current page; while a new page or sort loads, still the previous one (`stale`). */
  rows: Readable<InterviewRow>[];
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
  rows: Readable<InterviewRow>[];
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
        rows: toInterviewRows(docs),
        hasNext: snap.docs.length > pageSize,
        last: docs.at(-1) ?? null,
      };
    },
    [pageSize],
  );
  const live = useLiveQuery(pageQuery, toPage, { skipCacheOnly: true });
  // The last page shown, kept while the next page or order loads (stale-while-loading).
  const [shown, setShown] = useState<Readable<InterviewRow>[]>([]);
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
): Promise<Readable<InterviewRow>[]> {
  const snap = await getDocs(sortedQuery(firestore, orgId, sort));
  return toInterviewRows(snap.docs);
}

const NO_INTERVIEWS: InterviewCounters = { total: 0, scheduled: 0, completed: 0, cancelled: 0 };

const toCounters = (snap: DocumentSnapshot) =>
  readSnapshot(documents.interviewCounters.schema, snap, (doc) => ({
    total: doc.total,
    scheduled: doc.scheduled,
    completed: doc.completed,
    cancelled: doc.cancelled,
  }));

/**
 * The org's counters document (kept by the countInterviews trigger), live; zeros before the first
 * interview. An unreadable one is an error (the counters show zeros, as on a failed read).
 */
export function useInterviewCounters(orgId: string): {
  status: LiveStatus;
  counters: InterviewCounters;
} {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, documents.interviewCounters.doc(orgId)),
    [firestore, orgId],
  );
  const live = unlessUnreadable(useLiveDoc(ref, toCounters));
  return { status: live.status, counters: live.data ?? NO_INTERVIEWS };
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
      // A review that cannot be read has no ratings to trust: the average is of the others.
      const values = readSnapshots(collections.reviews.schema, snap.docs, (review) =>
        Object.values(review.ratings),
      ).flatMap((ratings) => (isUnreadable(ratings) ? [] : ratings));
      return [id, values] as const;
    }),
  );
  return Object.fromEntries(entries);
}
