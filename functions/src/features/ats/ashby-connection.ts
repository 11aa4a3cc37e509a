// The org's Ashby API key, which HiQ needs to call Ashby's assessment.update. It lives in a
// server-only collection (every client read is denied): owners set or clear it, members see only
// whether it is set and its last 4 characters.
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import { docRef } from '../../lib/firebase';
import { dataOrSkip } from '../../lib/stored-document';

export interface AshbyConnectionView {
  configured: boolean;
  last4: string | null;
}

/** A stored connection that does not read is shown as none (logged): setting a key replaces it. */
export async function getAshbyConnection(orgId: string): Promise<AshbyConnectionView> {
  const stored = dataOrSkip(await docRef(collections.ashbyConnections, orgId).get());
  return stored ? { configured: true, last4: stored.last4 } : { configured: false, last4: null };
}

export async function setAshbyConnection(
  orgId: string,
  uid: string,
  apiKey: string,
): Promise<AshbyConnectionView> {
  const last4 = apiKey.slice(-4);
  await docRef(collections.ashbyConnections, orgId).set({
    apiKey,
    last4,
    updatedAt: Timestamp.now(),
    updatedByUid: uid,
  });
  return { configured: true, last4 };
}

export async function clearAshbyConnection(orgId: string): Promise<AshbyConnectionView> {
  await docRef(collections.ashbyConnections, orgId).delete();
  return { configured: false, last4: null };
}

/** The key to call Ashby with, or null when none is set (or its document does not read, logged). */
export async function ashbyKeyOf(orgId: string): Promise<string | null> {
  return dataOrSkip(await docRef(collections.ashbyConnections, orgId).get())?.apiKey ?? null;
}

/** Marks an interview as Ashby's: from now on its changes are reported to Ashby. */
export async function markAshbyAssessment(orgId: string, interviewId: string): Promise<void> {
  await docRef(collections.ashbyAssessments, interviewId).set({
    orgId,
    createdAt: Timestamp.now(),
  });
}
