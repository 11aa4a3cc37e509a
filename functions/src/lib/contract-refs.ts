// The Firestore contract (`shared/contract/collections.ts`) on an admin Firestore: references that
// read through the collection's schema and check what is written. The API binds it to its app
// (lib/firebase.ts), the tests to theirs.
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { DocumentConverter } from '../shared/contract/collections';

export function contractRefs(db: Firestore) {
  return {
    /** `docRef(collections.members, orgId, uid)`, `docRef(documents.interviewCounters, orgId)` */
    docRef: <Ids extends string[], T>(
      entry: { doc: (...ids: Ids) => string; converter: DocumentConverter<T> },
      ...ids: Ids
    ) => db.doc(entry.doc(...ids)).withConverter(entry.converter),
    /** `collectionRef(collections.members, orgId)` */
    collectionRef: <Parents extends string[], T>(
      entry: { path: (...parents: Parents) => string; converter: DocumentConverter<T> },
      ...parents: Parents
    ) => db.collection(entry.path(...parents)).withConverter(entry.converter),
    /** Every collection of this kind, whatever its parents: `groupRef(collections.reviews)` */
    groupRef: <Parents extends string[], T>(entry: {
      path: (...parents: Parents) => string;
      converter: DocumentConverter<T>;
    }) => {
      const placeholders = Array.from({ length: entry.path.length }, () => '_') as Parents;
      const id = entry
        .path(...placeholders)
        .split('/')
        .pop()!;
      return db.collectionGroup(id).withConverter(entry.converter);
    },
    /**
     * Documents of one kind in one round trip, each snapshot through its reference's converter
     * (which getAll keeps; its typing does not, so it is restored here). None for no references.
     */
    getAllOf: async <T>(refs: DocumentReference<T>[]): Promise<DocumentSnapshot<T>[]> =>
      refs.length
        ? ((await db.getAll(
            ...(refs as unknown as DocumentReference[]),
          )) as unknown as DocumentSnapshot<T>[])
        : [],
  };
}
