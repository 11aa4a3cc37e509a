// Staff profiles (`users/{uid}`) are read with every field optional: a profile from an older seed
// may lack fields (the CLI completes them), and its owner still gets their profile, their name and
// their address. A field stored with the wrong type makes the profile unreadable: read as none.
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { collections } from '../shared/contract/collections';
import { db } from './firebase';
import { readOrSkip } from './stored-document';

const profileSchema = collections.users.schema.partial();

/** Not converter-bound: the collection's converter would refuse a profile that lacks a field. */
export const profileRef = (uid: string) => db.doc(collections.users.doc(uid));

/** The profile as stored, undefined when there is none or it does not read. */
export const profileData = (snap: DocumentSnapshot) => readOrSkip(profileSchema, snap);

/** `uid`'s profile (in `tx` when given), undefined when there is none or it does not read. */
export async function readProfile(uid: string, tx?: Transaction) {
  const ref = profileRef(uid);
  return profileData(await (tx ? tx.get(ref) : ref.get()));
}
