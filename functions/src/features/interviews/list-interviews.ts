import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import type { InterviewJson } from '../../shared/contract/endpoints/interviews';
import { collectionRef } from '../../lib/firebase';

/**
 * Timestamps as ISO strings; everything the org's staff may see, sessionId included (View Link).
 * The stored dashboard sort keys are an index detail, not part of the interview.
 */
function interviewJson(snap: DocumentSnapshot<InterviewDoc>): InterviewJson {
  const { sortKeys: _sortKeys, ...data } = snap.data() ?? {};
  const out: Record<string, unknown> = { id: snap.id };
  for (const [key, value] of Object.entries(data)) {
    out[key] = value instanceof Timestamp ? value.toDate().toISOString() : value;
  }
  return out as InterviewJson;
}

/** The org's interviews, latest `date` first. */
export async function listInterviews(orgId: string): Promise<InterviewJson[]> {
  const snap = await collectionRef(collections.interviews).where('orgId', '==', orgId).get();
  const interviews = snap.docs.map(interviewJson);
  interviews.sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')));
  return interviews;
}
