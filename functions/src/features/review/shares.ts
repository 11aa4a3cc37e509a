// Sharing a completed interview with someone outside the team: the sender's side (share, list,
// revoke). The share is a document only the API reads; its link is mailed to the recipient in the
// same batch that creates it. The sender and the org's owners see each share's state.
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { OrgRole } from '../../shared/constants/domain';
import { collections } from '../../shared/contract/collections';
import type { ExternalFeedbackDoc, ShareDoc } from '../../shared/contract/collections';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { shareEndpoints } from '../../shared/contract/endpoints/shares';
import { SHARE_MESSAGES } from '../../shared/messages/shares';
import { shareEndedState, shareStateOf } from '../../shared/share-state';
import type { ShareMoments } from '../../shared/share-state';
import type { createShareSchema } from '../../shared/schemas/shares';
import type { z } from '../../shared/schemas/zod';
import { commitRacingChange } from '../../lib/contention';
import { collectionRef, db, docRef } from '../../lib/firebase';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { staffNameOf } from '../../lib/membership';
import { queueMail } from '../mail/queue';
import { isoOrNull } from '../../lib/iso-time';
import { staffInterview } from './interview-access';
import { shareMail, shareMailAbout } from './share-mails';

const DAY_MS = 24 * 60 * 60_000;

export type ShareSummary = ResponseOf<typeof shareEndpoints.listShares>['shares'][number];
type Feedback = NonNullable<ShareSummary['feedback']>;

export interface ShareSender {
  orgId: string;
  uid: string;
  role: OrgRole;
  email: string | undefined;
}

/** The moments of a stored share that decide its state. */
const momentsOf = (share: ShareDoc): ShareMoments => ({
  expiresAt: share.expiresAt.toMillis(),
  revokedAt: share.revokedAt?.toMillis(),
  lockedAt: share.lockedAt?.toMillis(),
  firstOpenedAt: share.firstOpenedAt?.toMillis(),
  feedbackAt: share.feedbackAt?.toMillis(),
});

/** Why a share no longer opens, if it does not: revoked, locked after wrong codes, or expired. */
export const endedState = (share: ShareDoc, now = Date.now()) =>
  shareEndedState(momentsOf(share), now);

export function feedbackView(doc: ExternalFeedbackDoc): Feedback {
  return {
    reviewerEmail: doc.reviewerEmail,
    ratings: doc.ratings,
    recommendation: doc.recommendation,
    comment: doc.comment,
    updatedAt: isoOrNull(doc.updatedAt) ?? '',
  };
}

function shareSummary(
  id: string,
  share: ShareDoc,
  feedback: ExternalFeedbackDoc | undefined,
): ShareSummary {
  const state = shareStateOf(momentsOf(share));
  return {
    id,
    recipientEmail: share.recipientEmail,
    createdBy: share.createdBy,
    createdAt: isoOrNull(share.createdAt) ?? '',
    expiresAt: isoOrNull(share.expiresAt) ?? '',
    state,
    hideCandidate: share.hideCandidate,
    includeAiNotes: share.includeAiNotes,
    questionIds: share.questionIds,
    viewCap: share.viewCap,
    views: share.views,
    firstOpenedAt: isoOrNull(share.firstOpenedAt),
    lastOpenedAt: isoOrNull(share.lastOpenedAt),
    feedback: feedback ? feedbackView(feedback) : null,
  };
}

/** The chosen questions in the interview's order; every one must be the interview's (400). */
function chosenQuestions(interviewIds: string[], chosen: string[] | undefined): string[] {
  if (!chosen) return interviewIds;
  const wanted = new Set(chosen);
  for (const id of wanted)
    if (!interviewIds.includes(id)) throw badRequest(SHARE_MESSAGES.questionsInvalid);
  return interviewIds.filter((id) => wanted.has(id));
}

/**
 * Shares a completed interview of the sender's org (404 another org's, 409 not completed or
 * erased): creates the share and queues its mail to the recipient in one batch.
 */
export async function createShare(
  sender: ShareSender,
  interviewId: string,
  input: z.output<typeof createShareSchema>,
): Promise<ShareSummary> {
  const snap = await staffInterview(sender.orgId, interviewId);
  const interview = snap.data()!;
  if (interview.erasedAt || !interview.candidateEmail) throw conflict(SHARE_MESSAGES.erased);
  if (interview.status !== 'completed') throw conflict(SHARE_MESSAGES.notCompleted);
  const questionIds = chosenQuestions(
    interview.questions.map((q) => q.id),
    input.questionIds,
  );
  const [senderName, profile] = await Promise.all([
    staffNameOf(sender.uid, sender.email),
    docRef(collections.users, sender.uid).get(),
  ]);
  const now = Timestamp.now();
  const share: ShareDoc = {
    orgId: sender.orgId,
    interviewId,
    createdBy: sender.uid,
    createdByEmail: (sender.email ?? String(profile.get('email') ?? '')).toLowerCase(),
    recipientEmail: input.recipientEmail,
    questionIds,
    hideCandidate: input.hideCandidate,
    includeAiNotes: input.includeAiNotes,
    message: input.message,
    viewCap: input.viewCap,
    views: 0,
    wrongTries: 0,
    expiresAt: Timestamp.fromMillis(now.toMillis() + input.expiresInDays * DAY_MS),
    createdAt: now,
    updatedAt: now,
  };
  const ref = collectionRef(collections.shares).doc();
  const batch = db.batch();
  batch.create(ref, share);
  queueMail(batch, shareMail(ref.id, share, interview, senderName), shareMailAbout(share));
  await batch.commit();
  return shareSummary(ref.id, share, undefined);
}

/** Owners see every share of the interview; a member only their own. */
const visibleTo = (sender: ShareSender, share: ShareDoc) =>
  sender.role === 'owner' || share.createdBy === sender.uid;

export async function listShares(
  sender: ShareSender,
  interviewId: string,
): Promise<ShareSummary[]> {
  await staffInterview(sender.orgId, interviewId);
  const [shares, feedback] = await Promise.all([
    collectionRef(collections.shares).where('interviewId', '==', interviewId).get(),
    collectionRef(collections.externalFeedback, interviewId).get(),
  ]);
  const feedbackOf = new Map(feedback.docs.map((d) => [d.id, d.data()]));
  return shares.docs
    .map((d) => ({ id: d.id, share: d.data() }))
    .filter(({ share }) => share.orgId === sender.orgId && visibleTo(sender, share))
    .sort((a, b) => b.share.createdAt.toMillis() - a.share.createdAt.toMillis())
    .map(({ id, share }) => shareSummary(id, share, feedbackOf.get(id)));
}

/** A share of this interview of the sender's org (404 otherwise, as for a missing one). */
async function shareOf(
  sender: ShareSender,
  interviewId: string,
  shareId: string,
): Promise<DocumentSnapshot<ShareDoc>> {
  const snap = await docRef(collections.shares, shareId).get();
  const share = snap.data();
  if (!share || share.orgId !== sender.orgId || share.interviewId !== interviewId)
    throw notFound(SHARE_MESSAGES.notFound);
  return snap;
}

/**
 * Ends a share at once: every later call of its page answers 410. Its sender or an owner (403 for
 * another member); 409 when it had already been revoked or locked.
 */
export async function revokeShare(
  sender: ShareSender,
  interviewId: string,
  shareId: string,
): Promise<ShareSummary> {
  await staffInterview(sender.orgId, interviewId);
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const snap = await shareOf(sender, interviewId, shareId);
      const share = snap.data()!;
      if (!visibleTo(sender, share)) throw forbidden(SHARE_MESSAGES.notYours);
      if (share.revokedAt || share.lockedAt) throw conflict(SHARE_MESSAGES.alreadyEnded);
      const now = Timestamp.now();
      const revoked = { ...share, revokedAt: now, revokedBy: sender.uid, updatedAt: now };
      batch.update(
        snap.ref,
        { revokedAt: now, revokedBy: sender.uid, updatedAt: now },
        { lastUpdateTime: snap.updateTime! },
      );
      const feedback = await docRef(collections.externalFeedback, interviewId, shareId).get();
      return shareSummary(shareId, revoked, feedback.data());
    },
  );
}
