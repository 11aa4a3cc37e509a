import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import type { InterviewJson } from '../../shared/contract/endpoints/interviews';
import { collectionRef } from '../../lib/firebase';
import { dataOrSkip } from '../../lib/stored-document';

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : value);

/**
 * Timestamps as ISO strings (the top-level ones, each adjustment request's and the feedback's); everything the org's staff may see, sessionId included (View Link).
 * The stored dashboard sort keys are an index detail, not part of the interview.
 */
function interviewJson(id: string, stored: InterviewDoc): InterviewJson {
  const { sortKeys: _sortKeys, ...data } = stored;
  const out: Record<string, unknown> = { id };
  for (const [key, value] of Object.entries(data)) {
    out[key] = iso(value);
  }
  if (stored.adjustmentRequests)
    out.adjustmentRequests = stored.adjustmentRequests.map((r) => ({
      message: r.message,
      requestedAt: iso(r.requestedAt),
    }));
  if (stored.candidateFeedback)
    out.candidateFeedback = {
      ...stored.candidateFeedback,
      sentAt: iso(stored.candidateFeedback.sentAt),
    };
  return out as InterviewJson;
}

/**
 * The org's interviews, latest `date` first. One stored against the contract is left out (and
 * logged), so it cannot hide the others.
 */
export async function listInterviews(orgId: string): Promise<InterviewJson[]> {
  const snap = await collectionRef(collections.interviews).where('orgId', '==', orgId).get();
  const interviews = snap.docs.flatMap((doc) => {
    const stored = dataOrSkip(doc);
    return stored ? [interviewJson(doc.id, stored)] : [];
  });
  interviews.sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')));
  return interviews;
}
