// Reading Firestore snapshots with their collection's schema (the contract), one document at a
// time: a document that does not match comes back as an UnreadableDocument in its place.
import type { DocumentSnapshot } from 'firebase/firestore';
import { isUnreadable, readDocument } from '@shared/contract/read-document';
import type { Readable } from '@shared/contract/read-document';
import type { z } from '@shared/schemas/zod';
import type { Live } from './live';

/** A document as `toView` of its parsed data; null when it does not exist. */
export function readSnapshot<S extends z.ZodType, V>(
  schema: S,
  snapshot: DocumentSnapshot,
  toView: (doc: z.output<S>, id: string) => V,
): Readable<V> | null {
  if (!snapshot.exists()) return null;
  const read = readDocument(schema, snapshot.id, snapshot.data());
  return isUnreadable(read) ? read : toView(read, snapshot.id);
}

/** What a query's documents have that reading needs. */
export interface StoredDocument {
  readonly id: string;
  data(): unknown;
}

/** A query's documents (`snapshot.docs`) in order, each as `toView` of its parsed data, or unreadable. */
export function readSnapshots<S extends z.ZodType, V>(
  schema: S,
  docs: readonly StoredDocument[],
  toView: (doc: z.output<S>, id: string) => V,
): Readable<V>[] {
  return docs.map((d) => {
    const read = readDocument(schema, d.id, d.data());
    return isUnreadable(read) ? read : toView(read, d.id);
  });
}

/** A single document's live read, where an unreadable document is the screen's error state. */
export function unlessUnreadable<T>(live: Live<Readable<T> | null>): Live<T | null> {
  if (live.status === 'success' && isUnreadable(live.data)) return { status: 'error' };
  return live as Live<T | null>;
}
