// A candidate's data: their recordings (Cloud Storage objects and their index), transcripts
// (answers with their timed phrases), the AI notes on them (insights) and the server's clock per
// question (attempts), and their requests for another format or an adjustment (their own words,
// kept on the interview). Retention deletes it some days after the interview ends; an owner's erasure
// also removes the reviews, the mail that names the candidate, and their name, address and link.
// Each leaves one audit line without personal data.
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../shared/contract/collections';
import { interviewSortKeys } from '../../shared/interview-sort';
import { INTERVIEW_MESSAGES } from '../../shared/messages/interviews';
import { deleteAll } from '../../lib/batched-writes';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { conflict, notFound } from '../../lib/http-error';
import { bucket, mediaPrefix } from '../../lib/storage';
import { readOrSkip } from '../../lib/stored-document';
import { deleteSharesOfInterview } from '../../lib/share-records';
import { randomToken } from '../../lib/tokens';
import { candidateMail } from './candidate-mail';

/** What an erased interview is called on the dashboard and the review screen. */
const ERASED_CANDIDATE_NAME = 'Erased candidate';

// Retention and erasure read only the interview's fields they need, on their own (not through the
// converter): an interview whose other fields do not read still has its candidate's data deleted.
// One whose needed fields do not read is logged and left: the retention pass reports it failed, an
// erasure answers as for a missing interview.
const purgeFields = collections.interviews.schema.pick({ orgId: true, purgedAt: true });
const eraseFields = collections.interviews.schema.pick({
  orgId: true,
  status: true,
  candidateName: true,
  candidateEmail: true,
  level: true,
});
const readInterview = (interviewId: string) =>
  docRef(collections.interviews, interviewId).withConverter(null).get();

type Ref = FirebaseFirestore.DocumentReference;

/**
 * Deletes the interview's recordings, transcripts, AI notes and attempts, its shares with their
 * outside feedback (and, for an erasure, its reviews). Safe to run again: what is already gone is skipped.
 */
async function deleteCandidateRecords(interviewId: string, withReviews: boolean) {
  await bucket().deleteFiles({ prefix: mediaPrefix(interviewId), force: true });
  const snaps = await Promise.all([
    collectionRef(collections.recordings, interviewId).get(),
    collectionRef(collections.answers, interviewId).get(),
    collectionRef(collections.insights, interviewId).get(),
    collectionRef(collections.attempts, interviewId).get(),
    ...(withReviews ? [collectionRef(collections.reviews, interviewId).get()] : []),
  ]);
  await deleteAll(snaps.flatMap((s) => s.docs.map((d) => d.ref as Ref)));
  // A share would show what is gone, and its feedback is about the candidate.
  await deleteSharesOfInterview(interviewId);
}

/**
 * Retention: the interview's recordings, transcripts, AI notes, attempts and adjustment requests
 * go; the record stays. False when the interview's fields for it do not read (logged, left).
 */
export async function purgeInterview(interviewId: string): Promise<boolean> {
  const ref = docRef(collections.interviews, interviewId);
  const snap = await readInterview(interviewId);
  const interview = readOrSkip(purgeFields, snap);
  if (!interview) return !snap.exists;
  if (interview.purgedAt) return true;
  await deleteCandidateRecords(interviewId, false);
  const batch = db.batch();
  batch.update(ref, {
    adjustmentRequests: FieldValue.delete(),
    purgedAt: FieldValue.serverTimestamp(),
    purgeAt: FieldValue.delete(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  batch.create(collectionRef(collections.auditLog, interview.orgId).doc(), {
    action: 'candidate-data-purged',
    interviewId,
    byUid: null,
    at: FieldValue.serverTimestamp(),
  });
  await batch.commit();
  return true;
}

/**
 * An owner's erasure: everything retention deletes, the reviews, the mail documents that name the
 * candidate (a pending one is then never sent), and the candidate's name, address and link (a new
 * random session id, so the old link is dead). A scheduled interview must be cancelled first: its
 * candidate could still be answering.
 */
export async function eraseCandidateData(
  owner: { orgId: string; uid: string },
  interviewId: string,
): Promise<void> {
  const ref = docRef(collections.interviews, interviewId);
  const interview = readOrSkip(eraseFields, await readInterview(interviewId));
  if (!interview || interview.orgId !== owner.orgId) throw notFound(INTERVIEW_MESSAGES.notFound);
  if (interview.status === 'scheduled') throw conflict(INTERVIEW_MESSAGES.eraseScheduled);
  await deleteCandidateRecords(interviewId, true);
  await deleteAll(
    await candidateMail(interviewId, {
      name: interview.candidateName,
      email: interview.candidateEmail,
    }),
  );
  const batch = db.batch();
  batch.update(ref, {
    candidateName: ERASED_CANDIDATE_NAME,
    candidateEmail: '',
    sortKeys: interviewSortKeys({ candidateName: ERASED_CANDIDATE_NAME, level: interview.level }),
    sessionId: randomToken(),
    adjustmentRequests: FieldValue.delete(),
    erasedAt: FieldValue.serverTimestamp(),
    purgedAt: FieldValue.serverTimestamp(),
    purgeAt: FieldValue.delete(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  batch.create(collectionRef(collections.auditLog, owner.orgId).doc(), {
    action: 'candidate-data-erased',
    interviewId,
    byUid: owner.uid,
    at: FieldValue.serverTimestamp(),
  });
  await batch.commit();
}
