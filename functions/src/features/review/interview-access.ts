import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { docRef } from '../../lib/firebase';
import { notFound } from '../../lib/http-error';
import { storedData } from '../../lib/stored-document';

export interface StaffInterview {
  snap: DocumentSnapshot<InterviewDoc>;
  interview: InterviewDoc;
}

/**
 * An interview of the staff member's org. Another org's interview is 404 like a missing one (its
 * existence is not disclosed), and so is one that does not read as an interview (logged).
 */
export async function staffInterview(
  orgId: string,
  id: string,
  tx?: Transaction,
): Promise<StaffInterview> {
  const ref = docRef(collections.interviews, id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const missing = notFound(REVIEW_MESSAGES.notFound);
  const interview = storedData(snap, missing);
  if (interview?.orgId !== orgId) throw missing;
  return { snap, interview };
}

/** The ids of the interview's questions as scheduled (its follow-ups are not among them). */
export const questionIdsOf = (interview: InterviewDoc) =>
  new Set(interview.questions.map((q) => q.id));
