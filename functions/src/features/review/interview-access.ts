import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { docRef } from '../../lib/firebase';
import { notFound } from '../../lib/http-error';

/** Could this be a document id from a URL? Anything else is 404 before any read. */
export const canBeDocId = (id: string) => id.length > 0 && id.length <= 200 && !id.includes('/');

/**
 * An interview of the staff member's org. Another org's interview is 404 like a missing one (its
 * existence is not disclosed); an id that cannot exist is 404 before any read.
 */
export async function staffInterview(
  orgId: string,
  id: string,
  tx?: Transaction,
): Promise<DocumentSnapshot<InterviewDoc>> {
  if (!canBeDocId(id)) throw notFound(REVIEW_MESSAGES.notFound);
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
