// Firestore commits at most 500 writes at once: any number of writes go in batches of 400, one
// batch after another.
import { db } from './firebase';

type Ref = FirebaseFirestore.DocumentReference;

/** Applies `write` to every item, committing a batch every 400 items. */
export async function inBatches<T>(
  items: T[],
  write: (batch: FirebaseFirestore.WriteBatch, item: T) => void,
): Promise<void> {
  for (let i = 0; i < items.length; i += 400) {
    const batch = db.batch();
    for (const item of items.slice(i, i + 400)) write(batch, item);
    await batch.commit();
  }
}

/** Deletes every document given (those already gone are no error). */
export const deleteAll = (refs: Ref[]): Promise<void> =>
  inBatches(refs, (batch, ref) => batch.delete(ref));
