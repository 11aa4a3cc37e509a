// Sharing completed interviews with someone outside the team: the sender's side (share one or a
// shortlist of several, list, revoke). The share is a document only the API reads; its link is
// mailed to the recipient in the same batch that creates it. The sender and the org's owners see
// each share's state on the review screen of every interview it holds.
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { InterviewDoc } from '../../shared/contract/collections';
import type { OrgRole } from '../../shared/constants/domain';
import { collections } from '../../shared/contract/collections';
import type { ExternalFeedbackDoc, ShareDoc } from '../../shared/contract/collections';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { shareEndpoints } from '../../shared/contract/endpoints/shares';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { SHARE_MESSAGES } from '../../shared/messages/shares';
import { shareEndedState, shareStateOf, shortlistOf } from '../../shared/share-state';
import type { ShareMoments, SharedInterviewItem } from '../../shared/share-state';
import type { createShareSchema, createShortlistSchema } from '../../shared/schemas/shares';
import type { z } from '../../shared/schemas/zod';
import { commitRacingChange } from '../../lib/contention';
import { collectionRef, db, docRef, getAllOf } from '../../lib/firebase';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { staffNameOf } from '../../lib/membership';
import { readProfile } from '../../lib/profiles';
import { dataOrSkip, storedData } from '../../lib/stored-document';
import { queueMail } from '../../lib/mail/queue';
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
    interviews: shortlistOf(share),
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

type ShareOptions = Omit<z.output<typeof createShareSchema>, 'questionIds'>;
type Wanted = { interviewId: string; questionIds?: string[] };

/**
 * Reads and checks every interview asked for before anything is written: the sender's org's (404
 * otherwise, as for a missing one), completed (409) and not erased (409). On a shortlist the
 * message names the interview's place on it.
 */
async function checkedInterviews(
  orgId: string,
  wanted: Wanted[],
  shortlist: boolean,
): Promise<{ interviews: InterviewDoc[]; items: SharedInterviewItem[] }> {
  const snaps = await getAllOf(wanted.map((w) => docRef(collections.interviews, w.interviewId)));
  const interviews: InterviewDoc[] = [];
  const items: SharedInterviewItem[] = [];
  wanted.forEach((w, i) => {
    const at = (single: string, numbered: (n: number) => string) =>
      shortlist ? numbered(i + 1) : single;
    // One that does not read as an interview is as missing.
    const missing = notFound(at(REVIEW_MESSAGES.notFound, SHARE_MESSAGES.shortlistNotFound));
    const interview = storedData(snaps[i], missing);
    if (!interview || interview.orgId !== orgId) throw missing;
    if (interview.erasedAt || !interview.candidateEmail)
      throw conflict(at(SHARE_MESSAGES.erased, SHARE_MESSAGES.shortlistErased));
    if (interview.status !== 'completed')
      throw conflict(at(SHARE_MESSAGES.notCompleted, SHARE_MESSAGES.shortlistNotCompleted));
    interviews.push(interview);
    items.push({
      interviewId: w.interviewId,
      questionIds: chosenQuestions(
        interview.questions.map((q) => q.id),
        w.questionIds,
      ),
    });
  });
  return { interviews, items };
}

/**
 * Shares completed interviews of the sender's org (one, or a shortlist in the order given): checks
 * every one first, then creates the share and queues its mail to the recipient in one batch, so a
 * refused interview leaves nothing written.
 */
async function shareInterviews(
  sender: ShareSender,
  wanted: Wanted[],
  options: ShareOptions,
  shortlist: boolean,
): Promise<ShareSummary> {
  const { interviews, items } = await checkedInterviews(sender.orgId, wanted, shortlist);
  const [senderName, profile] = await Promise.all([
    staffNameOf(sender.uid, sender.email),
    readProfile(sender.uid),
  ]);
  const now = Timestamp.now();
  const share: ShareDoc = {
    orgId: sender.orgId,
    interviewIds: items.map((item) => item.interviewId),
    questionsOf: Object.fromEntries(items.map((item) => [item.interviewId, item.questionIds])),
    createdBy: sender.uid,
    createdByEmail: (sender.email ?? profile?.email ?? '').toLowerCase(),
    recipientEmail: options.recipientEmail,
    hideCandidate: options.hideCandidate,
    includeAiNotes: options.includeAiNotes,
    message: options.message,
    viewCap: options.viewCap,
    views: 0,
    wrongTries: 0,
    expiresAt: Timestamp.fromMillis(now.toMillis() + options.expiresInDays * DAY_MS),
    createdAt: now,
    updatedAt: now,
  };
  const ref = collectionRef(collections.shares).doc();
  const batch = db.batch();
  batch.create(ref, share);
  queueMail(batch, shareMail(ref.id, share, interviews, senderName), shareMailAbout(share));
  await batch.commit();
  return shareSummary(ref.id, share, undefined);
}

/** Shares one completed interview (404 another org's, 409 not completed or erased). */
export async function createShare(
  sender: ShareSender,
  interviewId: string,
  input: z.output<typeof createShareSchema>,
): Promise<ShareSummary> {
  const { questionIds, ...options } = input;
  return shareInterviews(sender, [{ interviewId, questionIds }], options, false);
}

/** Shares a shortlist of 1 to 10 completed interviews, all checked before anything is written. */
export async function createShortlist(
  sender: ShareSender,
  input: z.output<typeof createShortlistSchema>,
): Promise<ShareSummary> {
  const { interviews, ...options } = input;
  return shareInterviews(sender, interviews, options, true);
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
    sharesHolding(interviewId),
    collectionRef(collections.externalFeedback, interviewId).get(),
  ]);
  // Documents that do not read are left out of the list (and logged), not the list refused.
  const feedbackOf = new Map(feedback.docs.map((d) => [d.id, dataOrSkip(d)]));
  return shares
    .flatMap((d) => {
      const share = dataOrSkip(d);
      return share ? [{ id: d.id, share }] : [];
    })
    .filter(({ share }) => share.orgId === sender.orgId && visibleTo(sender, share))
    .sort((a, b) => b.share.createdAt.toMillis() - a.share.createdAt.toMillis())
    .map(({ id, share }) => shareSummary(id, share, feedbackOf.get(id)));
}

/** The shares holding the interview: shortlists, and single shares stored before them. */
async function sharesHolding(interviewId: string) {
  const shares = collectionRef(collections.shares);
  const [current, older] = await Promise.all([
    shares.where('interviewIds', 'array-contains', interviewId).get(),
    shares.where('interviewId', '==', interviewId).get(),
  ]);
  const seen = new Set(current.docs.map((d) => d.id));
  return [...current.docs, ...older.docs.filter((d) => !seen.has(d.id))];
}

/**
 * A share holding this interview, of the sender's org (404 otherwise, as for a missing one or one
 * that does not read as a share).
 */
async function shareOf(
  sender: ShareSender,
  interviewId: string,
  shareId: string,
): Promise<{ snap: DocumentSnapshot<ShareDoc>; share: ShareDoc }> {
  const snap = await docRef(collections.shares, shareId).get();
  const missing = notFound(SHARE_MESSAGES.notFound);
  const share = storedData(snap, missing);
  if (
    !share ||
    share.orgId !== sender.orgId ||
    !shortlistOf(share).some((item) => item.interviewId === interviewId)
  )
    throw missing;
  return { snap, share };
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
      const { snap, share } = await shareOf(sender, interviewId, shareId);
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
      return shareSummary(shareId, revoked, dataOrSkip(feedback));
    },
  );
}
