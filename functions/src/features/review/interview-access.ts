import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { docRef } from '../../lib/firebase';
import { notFound } from '../../lib/http-error';

/**
 * An interview of the staff member's org. Another org's interview is 404 like a missing one (its
 * existence is not disclosed).
 */
export async function staffInterview(
  orgId: string,
  id: string,
  tx?: Transaction,
): Promise<DocumentSnapshot<InterviewDoc>> {
  const ref = docRef(collections.interviews, id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists || snap.get('orgId') !== orgId) throw notFound(REVIEW_MESSAGES.notFound);
  return snap;
}

export const questionIdsOf = (snap: DocumentSnapshot<InterviewDoc>) =>
  new Set(
    ((snap.get('questions') as { id?: unknown }[] | undefined) ?? [])
      .map((q) => q?.id)
      .filter((id): id is string => typeof id === 'string'),
  );
