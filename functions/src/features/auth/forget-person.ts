// What a deleted account leaves behind is removed or made anonymous: nothing keeps the person's
// name or address once they have deleted their account.
import { collections } from '../../shared/contract/collections';
import { inBatches } from '../../lib/batched-writes';
import { collectionRef, groupRef } from '../../lib/firebase';
import { deleteSharesBy } from '../../lib/share-records';
import { mailAbout } from '../../lib/mail/queue';
import { FORMER_MEMBER_NAME, forgetName } from './forget-name';

type Ref = FirebaseFirestore.DocumentReference;

/**
 * The account's reviews keep their ratings but lose the reviewer's name and address (signed
 * FORMER_MEMBER_NAME, as are the sets, invitations and memberships that named it); its tokens,
 * verification records, access requests, invitations, shares (with their outside feedback) and
 * mail (to it, or naming its address) are deleted. `orgId`: the org it belonged to, where records from before uids were kept are found.
 */
export async function forgetPerson(
  uid: string,
  email: string | undefined,
  orgId?: string,
): Promise<void> {
  await forgetName(uid, email, orgId);
  // A share is a way into an interview in the sender's name: none outlives their account.
  await deleteSharesBy(uid);
  const reviews = await groupRef(collections.reviews).where('reviewerUid', '==', uid).get();
  await inBatches(
    reviews.docs.map((d) => d.ref),
    (batch, ref) => batch.update(ref, { reviewerName: FORMER_MEMBER_NAME, reviewerEmail: '' }),
  );
  const byUid = await collectionRef(collections.emailVerifications).where('uid', '==', uid).get();
  const toDelete: Ref[] = byUid.docs.map((d) => d.ref);
  if (email) {
    const lower = email.toLowerCase();
    const found = await Promise.all([
      collectionRef(collections.emailVerifications).where('email', '==', lower).get(),
      collectionRef(collections.registrationTokens).where('email', '==', lower).get(),
      collectionRef(collections.accessRequests).where('email', '==', lower).get(),
      collectionRef(collections.accessRequestLocks).where('email', '==', lower).get(),
      groupRef(collections.invitations).where('email', '==', lower).get(),
      collectionRef(collections.mail).where('to', '==', lower).get(),
      collectionRef(collections.mail)
        .where('about', 'array-contains', mailAbout.person(lower))
        .get(),
      ...(lower === email ? [] : [collectionRef(collections.mail).where('to', '==', email).get()]),
    ]);
    for (const snap of found) toDelete.push(...snap.docs.map((d) => d.ref));
  }
  const unique = [...new Map(toDelete.map((r) => [r.path, r])).values()];
  await inBatches(unique, (batch, ref) => batch.delete(ref));
}
