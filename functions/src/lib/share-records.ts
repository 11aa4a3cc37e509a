// Every record a share of an interview leaves: the share, the browsers that entered its code, their
// playback grants and the outside reviewer's feedback. Erasing or purging a candidate's data and
// deleting a sender's account remove them all, so no way into the interview outlives them.
import { collections } from '../shared/contract/collections';
import { deleteAll } from './batched-writes';
import { collectionRef, docRef } from './firebase';

type Ref = FirebaseFirestore.DocumentReference;

/**
 * Deletes the shares found (by interview or by sender), each with its viewers, grants and
 * feedback. The share goes first: from then on its page answers 404, whatever is left. Safe to run
 * again.
 */
async function deleteShares(shares: FirebaseFirestore.QuerySnapshot): Promise<void> {
  await deleteAll(shares.docs.map((d) => d.ref as Ref));
  for (const share of shares.docs) {
    const interviewId = share.get('interviewId') as string;
    const [viewers, grants] = await Promise.all([
      collectionRef(collections.shareViewers, share.id).get(),
      collectionRef(collections.shareGrants, share.id).get(),
    ]);
    await deleteAll([
      ...viewers.docs.map((d) => d.ref as Ref),
      ...grants.docs.map((d) => d.ref as Ref),
      docRef(collections.externalFeedback, interviewId, share.id) as Ref,
    ]);
  }
}

/** Every share of the interview, and all feedback given through one. */
export async function deleteSharesOfInterview(interviewId: string): Promise<void> {
  await deleteShares(
    await collectionRef(collections.shares).where('interviewId', '==', interviewId).get(),
  );
  const feedback = await collectionRef(collections.externalFeedback, interviewId).get();
  await deleteAll(feedback.docs.map((d) => d.ref as Ref));
}

/** Every share a staff member sent, with its feedback. */
export async function deleteSharesBy(uid: string): Promise<void> {
  await deleteShares(await collectionRef(collections.shares).where('createdBy', '==', uid).get());
}
