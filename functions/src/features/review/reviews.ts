import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { reviewEndpoints } from '../../shared/contract/endpoints/review';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import type { Review } from '../../shared/schemas/review';
import { db, docRef } from '../../lib/firebase';
import { badRequest, conflict } from '../../lib/http-error';
import { readProfile } from '../../lib/profiles';
import { dataOrSkip } from '../../lib/stored-document';
import { questionIdsOf, staffInterview } from './interview-access';

export interface Reviewer {
  orgId: string;
  uid: string;
  /** The address on the caller's ID token, if any. */
  email: string | undefined;
}

type SavedReview = ResponseOf<typeof reviewEndpoints.saveReview>['review'];

/** Stores the reviewer's whole review of an interview of their org, replacing their earlier one. */
export async function saveReview(
  reviewer: Reviewer,
  interviewId: string,
  input: Review,
): Promise<SavedReview> {
  const { uid } = reviewer;
  const profile = await readProfile(uid);
  return db.runTransaction(async (tx) => {
    const { snap, interview } = await staffInterview(reviewer.orgId, interviewId, tx);
    // Nothing was (or will be) answered: a decision on it would only mislead.
    if (interview.status === 'cancelled') throw conflict(REVIEW_MESSAGES.cancelledNoReview);
    const known = questionIdsOf(interview);
    for (const id of [...Object.keys(input.ratings), ...Object.keys(input.comments)]) {
      if (!known.has(id)) throw badRequest(REVIEW_MESSAGES.questionUnknown);
    }
    const ref = docRef(collections.reviews, snap.id, uid);
    // A stored review that does not read as one is replaced whole, as a new one.
    const existing = dataOrSkip(await tx.get(ref));
    const review: SavedReview = {
      reviewerUid: uid,
      reviewerName: profile?.displayName || (reviewer.email ?? ''),
      reviewerEmail: reviewer.email ?? profile?.email ?? '',
      ratings: input.ratings,
      comments: Object.fromEntries(Object.entries(input.comments).filter(([, text]) => text)),
      decision: input.decision ?? null,
      note: input.note ? input.note : null,
    };
    tx.set(ref, {
      ...review,
      createdAt: existing?.createdAt ?? FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return review;
  });
}
