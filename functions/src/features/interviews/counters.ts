import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentData } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { INTERVIEW_STATUSES } from '../../shared/constants/domain';
import type { InterviewStatus } from '../../shared/constants/domain';
import { collections, documents } from '../../shared/contract/collections';
import { db, docRef } from '../../lib/firebase';
import { logger } from '../../lib/logger';

/** Event ids already applied: a redelivered event (at-least-once) is recognised and skipped. */
const processedRef = (orgId: string, eventId: string) =>
  docRef(collections.processedEvents, orgId, eventId.replace(/\//g, '_'));
/** Markers are only needed while a redelivery is possible; a TTL policy on expireAt removes them. */
const MARKER_TTL_MS = 7 * 24 * 60 * 60_000;

type CounterField = 'total' | InterviewStatus;
export type CounterDelta = Partial<Record<CounterField, number>>;

const orgOf = (data: DocumentData | undefined) =>
  typeof data?.orgId === 'string' && data.orgId ? (data.orgId as string) : null;
const statusOf = (data: DocumentData | undefined) =>
  (INTERVIEW_STATUSES as readonly string[]).includes(data?.status)
    ? (data!.status as InterviewStatus)
    : null;

/** What one write changes in each org's counters (usually one org; both if an orgId ever changed). */
export function counterDeltas(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Map<string, CounterDelta> {
  const deltas = new Map<string, CounterDelta>();
  const add = (orgId: string | null, field: CounterField | null, by: number) => {
    if (!orgId || !field) return;
    const delta = deltas.get(orgId) ?? {};
    delta[field] = (delta[field] ?? 0) + by;
    deltas.set(orgId, delta);
  };
  add(orgOf(before), before ? 'total' : null, -1);
  add(orgOf(before), statusOf(before), -1);
  add(orgOf(after), after ? 'total' : null, +1);
  add(orgOf(after), statusOf(after), +1);
  for (const [orgId, delta] of deltas) {
    for (const key of Object.keys(delta) as CounterField[]) if (delta[key] === 0) delete delta[key];
    if (Object.keys(delta).length === 0) deltas.delete(orgId);
  }
  return deltas;
}

/**
 * Applies one interview write to the counters, exactly once per event: in one transaction, the
 * event's marker is checked and created and the counters move by atomic increments (so concurrent
 * events never lose an update and never contend on a read of the counters document).
 */
export async function applyInterviewWrite(
  eventId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<'applied' | 'duplicate' | 'no-change'> {
  const deltas = counterDeltas(before, after);
  if (deltas.size === 0) return 'no-change';
  return db.runTransaction(
    async (tx) => {
      const markers = [...deltas.keys()].map((orgId) => processedRef(orgId, eventId));
      const seen = await tx.getAll(...markers);
      if (seen.some((snap) => snap.exists)) return 'duplicate' as const;
      for (const [orgId, delta] of deltas) {
        const increments: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
        for (const [field, by] of Object.entries(delta))
          increments[field] = FieldValue.increment(by);
        tx.set(docRef(documents.interviewCounters, orgId), increments, { merge: true });
        tx.create(processedRef(orgId, eventId), {
          at: FieldValue.serverTimestamp(),
          expireAt: Timestamp.fromMillis(Date.now() + MARKER_TTL_MS),
        });
      }
      return 'applied' as const;
    },
    { maxAttempts: 10 },
  );
}

/** interviews/{id} written → the org's counters follow (create, status change, delete). */
export const countInterviews = onDocumentWritten(
  collections.interviews.doc('{id}'),
  async (event) => {
    const before = event.data?.before.exists ? event.data.before.data() : undefined;
    const after = event.data?.after.exists ? event.data.after.data() : undefined;
    const outcome = await applyInterviewWrite(event.id, before, after);
    if (outcome === 'duplicate') logger.info(`counters: event ${event.id} already applied`);
  },
);
