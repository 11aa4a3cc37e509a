// An outbox document (a mail, a webhook delivery, an Ashby update) is sent by its creation
// trigger and retried by a scheduled pass. Each attempt first claims it under a lease in a
// transaction, so a duplicate trigger event (at-least-once delivery) or two passes at once never
// send it twice; an attempt that dies holding the lease is taken up again once the lease runs out.
import { Timestamp } from 'firebase-admin/firestore';
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Transaction,
  UpdateData,
} from 'firebase-admin/firestore';
import type { OutboxState, TimestampLike } from '../shared/contract/collections';
import { db } from './firebase';
import { dataOrMismatch, logMismatch } from './stored-document';

/** The trigger's first attempt, or a scheduled retry pass. */
export type LeaseMode = 'first' | 'retry';

/** The stored states each mode takes up: the trigger new documents only, a retry any unfinished. */
const TAKES_UP: Record<LeaseMode, readonly OutboxState[]> = {
  first: ['PENDING'],
  retry: ['PENDING', 'PROCESSING', 'ERROR'],
};

/** What an outbox document's lease is read from, wherever its pipeline keeps those fields. */
export interface LeaseFields {
  state: OutboxState;
  attempts: number;
  nextAttemptAt?: TimestampLike | null;
  leaseExpireTime?: TimestampLike | null;
  createdAt: TimestampLike;
}

export interface LeasePolicy {
  /**
   * The path prefix of the state, attempts, error and timers: '' when they are top-level, or
   * e.g. 'delivery.' (mail's layout); `createdAt` is always top-level.
   */
  prefix: '' | `${string}.`;
  /** Attempts in all; a document that has used them is never taken up again. */
  maxAttempts: number;
  /** An attempt that has not recorded its outcome after this long died with its instance. */
  leaseMs: number;
  /** A document still PENDING this long after it was queued never reached its trigger. */
  stalePendingMs: number;
}

const millis = (t: TimestampLike | null | undefined) => (t ? t.toMillis() : 0);

/** Whether an attempt in `mode` at `now` may take the document up. */
export function isDue(
  lease: LeaseFields,
  mode: LeaseMode,
  now: number,
  policy: Pick<LeasePolicy, 'maxAttempts' | 'stalePendingMs'>,
): boolean {
  if (lease.attempts >= policy.maxAttempts) return false;
  if (mode === 'first') return lease.state === 'PENDING';
  switch (lease.state) {
    case 'ERROR':
      return millis(lease.nextAttemptAt) <= now;
    case 'PROCESSING':
      return millis(lease.leaseExpireTime) <= now;
    case 'PENDING':
      return millis(lease.createdAt) <= now - policy.stalePendingMs;
    default:
      return false;
  }
}

/**
 * The ids a retry pass at `now` looks at: failed attempts whose backoff has passed, leases that
 * ran out, documents the trigger never saw; up to `batch` of each, oldest first.
 */
export async function dueIds<T>(
  collection: CollectionReference<T>,
  policy: LeasePolicy,
  now: number,
  batch: number,
): Promise<string[]> {
  const dueBy = (state: OutboxState, field: string, before: number) =>
    collection
      .where(`${policy.prefix}state`, '==', state)
      .where(field, '<=', Timestamp.fromMillis(before))
      .orderBy(field)
      .limit(batch)
      .get();
  const due = await Promise.all([
    dueBy('ERROR', `${policy.prefix}nextAttemptAt`, now),
    dueBy('PROCESSING', `${policy.prefix}leaseExpireTime`, now),
    dueBy('PENDING', 'createdAt', now - policy.stalePendingMs),
  ]);
  return [...new Set(due.flatMap((q) => q.docs.map((d) => d.id)))];
}

export interface LeaseClaim<T extends DocumentData, Extra> {
  ref: DocumentReference<T>;
  mode: LeaseMode;
  now: number;
  policy: LeasePolicy;
  /** The parsed document's lease fields. */
  leaseOf: (data: T) => LeaseFields;
  /**
   * A stored document that does not match its schema: its final error, and what else its FAILED
   * write sets (by field paths, as the rest of it does not read).
   */
  unreadable: {
    error: string;
    fields?: (snapshot: DocumentSnapshot<T>) => Record<string, unknown>;
  };
  /** What else the PROCESSING write sets. */
  claimFields?: Record<string, unknown>;
  /**
   * The pipeline's own reads and checks of a due document, before anything is written: what the
   * attempt needs, or null to not send it; `fail(error)` gives it up for good (and returns null).
   */
  prepare?: (tx: Transaction, data: T, fail: (error: string) => null) => Promise<Extra | null>;
}

export interface Claimed<T, Extra> {
  /** The document as stored before the claim. */
  data: T;
  /** Its attempts, this one included. */
  attempts: number;
  extra: Extra;
}

/**
 * Claims one outbox document for one attempt. Null: not to be sent now (finished, not due, held
 * by another attempt, or declined by `prepare`); 'unreadable': it does not match its schema, and
 * this call failed it for good.
 */
export async function claimUnderLease<T extends DocumentData, Extra = undefined>(
  spec: LeaseClaim<T, Extra>,
): Promise<Claimed<T, Extra> | 'unreadable' | null> {
  const { ref, mode, now, policy } = spec;
  const at = (field: string) => `${policy.prefix}${field}`;
  // What every giving-up write sets, by field paths.
  const failed = (error: string) => ({
    [at('state')]: 'FAILED' satisfies OutboxState,
    [at('error')]: error,
    [at('leaseExpireTime')]: null,
    [at('nextAttemptAt')]: null,
  });
  const claimed = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    // The stored state is looked at before the document is parsed, so one already finished
    // (sent, or failed as unreadable by an earlier or concurrent attempt) is left alone, unparsed
    // and unlogged.
    if (!snapshot.exists || !TAKES_UP[mode].includes(snapshot.get(at('state')))) return null;
    const read = dataOrMismatch(snapshot);
    if ('mismatch' in read) {
      // Every attempt would fail the same way, so it fails now, once.
      tx.update(ref, {
        ...spec.unreadable.fields?.(snapshot),
        ...failed(spec.unreadable.error),
      } as UpdateData<T>);
      return read;
    }
    const data = read.data;
    if (data === undefined) return null;
    const lease = spec.leaseOf(data);
    if (!isDue(lease, mode, now, policy)) return null;
    const fail = (error: string) => {
      tx.update(ref, failed(error) as UpdateData<T>);
      return null;
    };
    const extra = spec.prepare ? await spec.prepare(tx, data, fail) : (undefined as Extra);
    if (extra === null) return null;
    const attempts = lease.attempts + 1;
    tx.update(ref, {
      ...spec.claimFields,
      [at('state')]: 'PROCESSING' satisfies OutboxState,
      [at('attempts')]: attempts,
      [at('leaseExpireTime')]: Timestamp.fromMillis(now + policy.leaseMs),
      [at('nextAttemptAt')]: null,
    } as UpdateData<T>);
    return { data, attempts, extra };
  });
  if (!claimed || !('mismatch' in claimed)) return claimed;
  // Logged once committed: a transaction's callback may run more than once.
  logMismatch(ref.path, claimed.mismatch);
  return 'unreadable';
}
