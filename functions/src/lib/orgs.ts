// Org documents (`orgs/{orgId}`) are read with every field optional: an org the CLI made a member
// of holds only its counts (and whatever settings its owners then set), and still has them read;
// its name falls back to its id and its settings to the defaults. A field stored with the wrong
// type makes the org unreadable: read as none (logged).
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { collections } from '../shared/contract/collections';
import { db } from './firebase';
import { readOrSkip } from './stored-document';

const orgFields = collections.orgs.schema.partial();

/**
 * Not converter-bound, for reads: the collection's converter would refuse an org that lacks a
 * field. Writes go through the converter-bound `orgRef` (lib/membership.ts).
 */
export const orgReadRef = (orgId: string) => db.doc(collections.orgs.doc(orgId));

/** The org as stored, undefined when there is none or it does not read. */
export const orgData = (snap: DocumentSnapshot) => readOrSkip(orgFields, snap);

/** The org (in `tx` when given), undefined when there is none or it does not read. */
export async function readOrg(orgId: string, tx?: Transaction) {
  const ref = orgReadRef(orgId);
  return orgData(await (tx ? tx.get(ref) : ref.get()));
}
