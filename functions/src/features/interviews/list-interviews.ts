import { collections } from '../../shared/contract/collections';
import type { InterviewDoc } from '../../shared/contract/collections';
import type { InterviewJson } from '../../shared/contract/endpoints/interviews';
import { collectionRef } from '../../lib/firebase';
import { dataOrSkip } from '../../lib/stored-document';
import { withIsoTimes } from '../../lib/iso-time';

/**
 * Every timestamp, however deep, as an ISO string; everything the org's staff may see, sessionId
 * included (View Link). The stored dashboard sort keys are an index detail, not part of it.
 */
function interviewJson(id: string, stored: InterviewDoc): InterviewJson {
  const { sortKeys: _sortKeys, ...data } = stored;
  return { id, ...(withIsoTimes(data) as object) } as InterviewJson;
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
