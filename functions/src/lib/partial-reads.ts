// Reads of a collection whose documents may lack fields and must still be read: through the
// schema with every field optional, not through the collection's converter (which would refuse
// them). A field stored with the wrong type still makes the document unreadable: read as none.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { z } from '../shared/schemas/zod';
import { db } from './firebase';
import { readOrSkip } from './stored-document';

/** A collection of the contract as far as these reads need it. */
interface Collection<Shape extends z.ZodRawShape> {
  schema: z.ZodObject<Shape>;
  doc: (id: string) => string;
}

export function partialReads<Shape extends z.ZodRawShape>(collection: Collection<Shape>) {
  const fields = collection.schema.partial();
  /** Not converter-bound, for reads; writes go through the collection's converter. */
  const ref = (id: string) => db.doc(collection.doc(id));
  /** The document as stored, undefined when there is none or it does not read. */
  const data = (snap: DocumentSnapshot) => readOrSkip(fields, snap);
  /** The document (in `tx` when given), undefined when there is none or it does not read. */
  const read = async (id: string, tx?: Transaction) => {
    const at = ref(id);
    return data(await (tx ? tx.get(at) : at.get()));
  };
  return { ref, data, read };
}
