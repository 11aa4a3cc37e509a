import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { reviewEndpoints } from '../../shared/contract/endpoints/review';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import type { Review } from '../../shared/schemas/review';
import { db, docRef } from '../../lib/firebase';
import { badRequest, conflict } from '../../lib/http-error';
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
  const profile = await docRef(collections.users, uid).get();
  return db.runTransaction(async (tx) => {
    const snap = await staffInterview(reviewer.orgId, interviewId, tx);
    // Nothing was (or will be) answered: a decision on it would only mislead.
    if (snap.get('status') === 'cancelled') throw conflict(REVIEW_MESSAGES.cancelledNoReview);
    const known = questionIdsOf(snap);
    for (const id of [...Object.keys(input.ratings), ...Object.keys(input.comments)]) {
      if (!known.has(id)) throw badRequest(REVIEW_MESSAGES.questionUnknown);
    }
    const ref = docRef(collections.reviews, snap.id, uid);
    const existing = await tx.get(ref);
    const review: SavedReview = {
      reviewerUid: uid,
      reviewerName: String(profile.get('displayName') ?? '') || (reviewer.email ?? ''),
      reviewerEmail: reviewer.email ?? String(profile.get('email') ?? ''),
      ratings: input.ratings,
      comments: Object.fromEntries(Object.entries(input.comments).filter(([, text]) => text)),
      decision: input.decision ?? null,
      note: input.note ? input.note : null,
    };
    tx.set(ref, {
      ...review,
      createdAt: existing.exists ? existing.get('createdAt') : FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return review;
  });
}
