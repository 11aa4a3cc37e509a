// Every record a share of interviews leaves: the share, the browsers that entered its code, their
// playback grants and the outside reviewer's feedback. Erasing or purging a candidate's data takes
// that interview off every share (ending a share left with none); deleting a sender's account
// removes their shares; so no way into an interview outlives them.
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../shared/contract/collections';
import { deleteAll } from './batched-writes';
import { collectionRef, db, docRef } from './firebase';

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

/** The interviews a stored share holds, read raw: shortlists, and single shares made before them. */
function heldBy(share: FirebaseFirestore.DocumentSnapshot): string[] {
  const ids = share.get('interviewIds') as unknown;
  if (Array.isArray(ids) && ids.length > 0)
    return ids.filter((id): id is string => typeof id === 'string');
  const single = share.get('interviewId') as unknown;
  return typeof single === 'string' ? [single] : [];
}

/**
 * Takes the interview off every share holding it, with the feedback given on it: a share left with
 * no interview is deleted as a whole (it ends), the others keep showing the rest. Each share is
 * changed in a transaction, so a share being viewed or changed meanwhile never keeps the
 * interview. Safe to run again.
 */
export async function deleteSharesOfInterview(interviewId: string): Promise<void> {
  const shares = collectionRef(collections.shares);
  const [current, older] = await Promise.all([
    shares.where('interviewIds', 'array-contains', interviewId).get(),
    shares.where('interviewId', '==', interviewId).get(),
  ]);
  const ending: FirebaseFirestore.QueryDocumentSnapshot[] = [...older.docs];
  for (const found of current.docs) {
    const ends = await db.runTransaction(async (tx) => {
      const snap = await tx.get(found.ref as Ref);
      if (!snap.exists) return false;
      const left = heldBy(snap).filter((id) => id !== interviewId);
      if (left.length === 0) return true;
      const questionsOf = { ...((snap.get('questionsOf') as Record<string, unknown>) ?? {}) };
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
    (await collectionRef(collections.shares).where('createdBy', '==', uid).get()).docs,
  );
}
