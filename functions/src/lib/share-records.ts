// Every record a share of interviews leaves: the share, the browsers that entered its code, their
// playback grants and the outside reviewer's feedback. Erasing or purging a candidate's data takes
// that interview off every share (ending a share left with none); deleting a sender's account
// removes their shares; so no way into an interview outlives them.
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../shared/contract/collections';
import { deleteAll } from './batched-writes';
import { collectionRef, db, docRef } from './firebase';
import { readOrSkip } from './stored-document';

type Ref = FirebaseFirestore.DocumentReference;

/**
 * Deletes the shares found (by interview or by sender), each with its viewers, grants and the
 * feedback on every interview it held. The share goes first: from then on its page answers 404,
 * whatever is left. Safe to run again.
 */
async function deleteShares(shares: FirebaseFirestore.QueryDocumentSnapshot[]): Promise<void> {
  await deleteAll(shares.map((d) => d.ref as Ref));
  for (const share of shares) {
    const [viewers, grants] = await Promise.all([
      collectionRef(collections.shareViewers, share.id).get(),
      collectionRef(collections.shareGrants, share.id).get(),
    ]);
    await deleteAll([
      ...viewers.docs.map((d) => d.ref as Ref),
      ...grants.docs.map((d) => d.ref as Ref),
      ...heldBy(share).map(
        (interviewId) => docRef(collections.externalFeedback, interviewId, share.id) as Ref,
      ),
    ]);
  }
}

/**
 * The fields that say which interviews a share holds, read on their own (not through the
 * converter): erasure must reach a share whose other fields do not read.
 */
const holding = collections.shares.schema.pick({
  interviewIds: true,
  interviewId: true,
  questionsOf: true,
});
const heldFields = (share: FirebaseFirestore.DocumentSnapshot) =>
  readOrSkip(holding, share) ?? { interviewIds: [], questionsOf: {}, interviewId: undefined };

/**
 * The interviews a stored share holds: shortlists, and single shares made before them (none when
 * those fields do not read: the share is then ended as a whole).
 */
function heldBy(share: FirebaseFirestore.DocumentSnapshot): string[] {
  const { interviewIds, interviewId } = heldFields(share);
  if (interviewIds.length > 0) return interviewIds;
  return interviewId ? [interviewId] : [];
}

/**
 * Takes the interview off every share holding it, with the feedback given on it: a share left with
 * no interview is deleted as a whole (it ends), the others keep showing the rest. Each share is
 * changed in a transaction, so a share being viewed or changed meanwhile never keeps the
 * interview. Safe to run again.
 */
export async function deleteSharesOfInterview(interviewId: string): Promise<void> {
  // Not converter-bound: heldBy reads the fields it needs on their own.
  const shares = db.collection(collections.shares.path());
  const [current, older] = await Promise.all([
    shares.where('interviewIds', 'array-contains', interviewId).get(),
    shares.where('interviewId', '==', interviewId).get(),
  ]);
  const ending: FirebaseFirestore.QueryDocumentSnapshot[] = [...older.docs];
  for (const found of current.docs) {
    const ends = await db.runTransaction(async (tx) => {
      const snap = await tx.get(found.ref);
      if (!snap.exists) return false;
      const left = heldBy(snap).filter((id) => id !== interviewId);
      if (left.length === 0) return true;
      const questionsOf = { ...heldFields(snap).questionsOf };
      delete questionsOf[interviewId];
      tx.update(snap.ref, { interviewIds: left, questionsOf, updatedAt: Timestamp.now() });
      return false;
    });
    if (ends) ending.push(found);
  }
  await deleteShares(ending);
  const feedback = await collectionRef(collections.externalFeedback, interviewId).get();
  await deleteAll(feedback.docs.map((d) => d.ref as Ref));
}

/** Every share a staff member sent, with its feedback. */
export async function deleteSharesBy(uid: string): Promise<void> {
  await deleteShares(
    (await db.collection(collections.shares.path()).where('createdBy', '==', uid).get()).docs,
  );
}
