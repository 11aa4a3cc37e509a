// The shared page's side of a share: no account, so a one-time code mailed to the recipient proves
// the address, and gives that browser a random viewer token (stored by hash; another browser needs
// a code of its own). Every call reads the share first: revoked, locked, expired, over its view
// cap, or all its interviews erased → 410 with one message, nothing else said. The page's content
// holds only the chosen questions of each interview, never a candidate's link or address (nor name,
// when hidden).
import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { BEARER_TOKEN_BYTES, BEARER_TOKEN_PATTERN } from '../../shared/constants/ids';
import { PLAYBACK_GRANT_TTL_MS, SHARE_LIMITS } from '../../shared/constants/limits';
import { collections } from '../../shared/contract/collections';
import type {
  DocumentConverter,
  InsightDoc,
  InterviewDoc,
  ShareDoc,
} from '../../shared/contract/collections';
import type { ResponseOf } from '../../shared/contract/endpoint';
import type { shareEndpoints } from '../../shared/contract/endpoints/shares';
import { REVIEW_MESSAGES } from '../../shared/messages/review';
import { SHARE_MESSAGES } from '../../shared/messages/shares';
import { shortlistOf } from '../../shared/share-state';
import type { SharedInterviewItem } from '../../shared/share-state';
import type { shareFeedbackSchema } from '../../shared/schemas/shares';
import type { z } from '../../shared/schemas/zod';
import { commitRacingChange } from '../../lib/contention';
import { db, docRef, getAllOf } from '../../lib/firebase';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { INVITATION_ID_KEY } from '../../lib/config';
import { dataOrSkip, requiredData } from '../../lib/stored-document';
import { hmacSha256, randomToken, sha256 } from '../../lib/tokens';
import { queueMail } from '../../lib/mail/queue';
import { codeMail, senderNotice, shareMailAbout, sharedCandidateName } from './share-mails';
import { endedState, feedbackView } from './shares';

const accessEnded = () => new HttpError(410, SHARE_MESSAGES.accessEnded);
const viewerInvalid = () => new HttpError(401, SHARE_MESSAGES.viewerInvalid);

/**
 * The stored form of a mailed code: keyed, because the share document is read live by its sender
 * and the org's owners, and a plain hash of six digits would give the code away to them.
 */
function codeHash(shareId: string, code: string): string {
  const key = INVITATION_ID_KEY.value();
  if (key.length < 32) throw new Error('INVITATION_ID_KEY is not set (32 random bytes in hex)');
  return hmacSha256(key, `share-code:${shareId}:${code}`);
}

/**
 * The share, 404 when there is none (or it does not read as one); 410 once it no longer opens
 * (`counting`: the cap too).
 */
async function liveShare(
  shareId: string,
  counting = false,
): Promise<{ snap: DocumentSnapshot<ShareDoc>; share: ShareDoc }> {
  const snap = await docRef(collections.shares, shareId).get();
  const missing = notFound(SHARE_MESSAGES.notFound);
  const share = requiredData(snap, missing);
  if (endedState(share)) throw accessEnded();
  if (counting && share.viewCap !== null && share.views >= share.viewCap) throw accessEnded();
  return { snap, share };
}

type SharedItem = SharedInterviewItem & { interview: InterviewDoc };

/**
 * The share's interviews still there, in its order; 410 once none is (every candidate's data
 * erased or gone). Erasure takes an interview off its shares; an erased one still listed is left
 * out all the same, and so is one that does not read as an interview.
 */
async function sharedInterviews(share: ShareDoc): Promise<SharedItem[]> {
  const items = shortlistOf(share);
  const snaps = await getAllOf(
    items.map((item) => docRef(collections.interviews, item.interviewId)),
  );
  const live = items.flatMap((item, i) => {
    const interview = dataOrSkip(snaps[i]);
    if (!interview || interview.orgId !== share.orgId || interview.erasedAt || interview.purgedAt)
      return [];
    return [{ ...item, interview }];
  });
  if (live.length === 0) throw accessEnded();
  return live;
}

/** Whether the browser's viewer token is one this share gave (401 otherwise). */
async function assertViewer(shareId: string, share: ShareDoc, viewerToken: string): Promise<void> {
  // A viewer record that does not read as one is as unknown as a missing one.
  const viewer = dataOrSkip(
    await docRef(collections.shareViewers, shareId, sha256(viewerToken)).get(),
  );
  if (!viewer || viewer.expiresAt.toMillis() <= Date.now()) throw viewerInvalid();
  if (share.expiresAt.toMillis() <= Date.now()) throw accessEnded();
}

/** Mails the recipient a new code (the one before stops working) and stores only its hash. */
export async function requestShareCode(shareId: string): Promise<void> {
  await commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const { snap, share } = await liveShare(shareId);
      await sharedInterviews(share);
      const code = String(randomInt(0, 10 ** SHARE_LIMITS.codeDigits)).padStart(
        SHARE_LIMITS.codeDigits,
        '0',
      );
      const expiresAt = Timestamp.fromMillis(Date.now() + SHARE_LIMITS.codeTtlMs);
      batch.update(
        snap.ref,
        { code: { hash: codeHash(shareId, code), expiresAt }, updatedAt: Timestamp.now() },
        { lastUpdateTime: snap.updateTime! },
      );
      queueMail(batch, codeMail(share, code), shareMailAbout(share));
    },
  );
}

type CodeOutcome = { viewerToken: string } | { wrong: number } | { locked: true };

/**
 * Checks a code. A right one is used up and gives this browser a viewer token. A wrong one counts
 * against the share, whichever code was mailed; the SHARE_LIMITS.codeMaxTries-th locks the share
 * and tells its sender. Of many guesses at once each commits on its own read of the count, so
 * exactly that many are counted and exactly one locks it.
 */
export async function verifyShareCode(shareId: string, code: string): Promise<string> {
  const outcome = await commitRacingChange<CodeOutcome>(
    () => db.batch(),
    async (batch) => {
      const { snap, share } = await liveShare(shareId);
      if (!share.code || share.code.expiresAt.toMillis() <= Date.now())
        throw badRequest(SHARE_MESSAGES.codeExpired);
      const now = Timestamp.now();
      const precondition = { lastUpdateTime: snap.updateTime! };
      if (codeHash(shareId, code) !== share.code.hash) {
        const wrongTries = share.wrongTries + 1;
        const locked = wrongTries >= SHARE_LIMITS.codeMaxTries;
        batch.update(
          snap.ref,
          { wrongTries, updatedAt: now, ...(locked ? { lockedAt: now } : {}) },
          precondition,
        );
        if (locked) queueMail(batch, senderNotice(share, 'locked'), shareMailAbout(share));
        return locked ? { locked: true } : { wrong: SHARE_LIMITS.codeMaxTries - wrongTries };
      }
      await sharedInterviews(share);
      const viewerToken = randomToken(BEARER_TOKEN_BYTES);
      batch.update(snap.ref, { code: FieldValue.delete(), updatedAt: now }, precondition);
      batch.create(docRef(collections.shareViewers, shareId, sha256(viewerToken)), {
        createdAt: now,
        expiresAt: share.expiresAt,
      });
      return { viewerToken };
    },
    10,
  );
  if ('locked' in outcome) throw accessEnded();
  if ('wrong' in outcome) throw badRequest(SHARE_MESSAGES.codeWrong(outcome.wrong));
  return outcome.viewerToken;
}

type SharedPage = ResponseOf<typeof shareEndpoints.viewShare>;

/** The AI-assist notes on an answer, as the review screen summarises them. */
const aiNotesOf = (insight: InsightDoc | undefined): string[] =>
  (insight?.summary ?? []).map((s) => s.sentence);

/** Per question of an interview, its document of one collection (those that do not read: none). */
const perQuestion = async <T>(
  entry: { doc: (interviewId: string, id: string) => string; converter: DocumentConverter<T> },
  interviewId: string,
  questionIds: string[],
): Promise<(T | undefined)[]> =>
  (await getAllOf(questionIds.map((q) => docRef(entry, interviewId, q)))).map(dataOrSkip);

/** One candidate of the page: the chosen questions with their answers, recordings and notes. */
async function sharedCandidate(
  shareId: string,
  share: ShareDoc,
  item: SharedItem,
  index: number,
): Promise<SharedPage['candidates'][number]> {
  const { interviewId, questionIds, interview } = item;
  const [answers, recordings, insights, feedback] = await Promise.all([
    perQuestion(collections.answers, interviewId, questionIds),
    perQuestion(collections.recordings, interviewId, questionIds),
    share.includeAiNotes
      ? perQuestion(collections.insights, interviewId, questionIds)
      : Promise.resolve([]),
    docRef(collections.externalFeedback, interviewId, shareId).get(),
  ]);
  const textOf = new Map(interview.questions.map((q) => [q.id, q.text]));
  const stored = dataOrSkip(feedback);
  return {
    interviewId,
    candidateName: sharedCandidateName(interview, share, index),
    interviewType: interview.type,
    interviewLevel: interview.level,
    completedAt: interview.completedAt ? interview.completedAt.toDate().toISOString() : null,
    questions: questionIds.map((id, i) => {
      // A recording index that does not read serves nothing, so it is shown as none.
      const recording = recordings[i];
      return {
        id,
        text: textOf.get(id) ?? '',
        transcript: answers[i]?.transcript ?? null,
        hasRecording: recording !== undefined,
        recordingKind: recording ? (recording.kind === 'audio' ? 'audio' : 'video') : null,
        aiNotes: share.includeAiNotes ? aiNotesOf(insights[i]) : null,
      };
    }),
    feedback: stored ? feedbackView(stored) : null,
  };
}

/**
 * The page's content for a viewer: one view (against the cap), every candidate of the share. The
 * first view tells the sender, once. Answers a fresh grant for the page's players.
 */
export async function viewShare(shareId: string, viewerToken: string): Promise<SharedPage> {
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const { snap, share } = await liveShare(shareId, true);
      await assertViewer(shareId, share, viewerToken);
      const items = await sharedInterviews(share);
      const candidates = await Promise.all(
        items.map((item, i) => sharedCandidate(shareId, share, item, i)),
      );
      const now = Timestamp.now();
      batch.update(
        snap.ref,
        {
          views: share.views + 1,
          lastOpenedAt: now,
          ...(share.firstOpenedAt ? {} : { firstOpenedAt: now }),
          updatedAt: now,
        },
        { lastUpdateTime: snap.updateTime! },
      );
      if (!share.firstOpenedAt)
        queueMail(batch, senderNotice(share, 'opened'), shareMailAbout(share));
      const grant = randomToken(BEARER_TOKEN_BYTES);
      batch.create(docRef(collections.shareGrants, shareId, sha256(grant)), {
        expiresAt: Timestamp.fromMillis(
          Math.min(now.toMillis() + PLAYBACK_GRANT_TTL_MS, share.expiresAt.toMillis()),
        ),
      });
      return {
        orgName: items[0].interview.orgName,
        viewerEmail: share.recipientEmail,
        expiresAt: share.expiresAt.toDate().toISOString(),
        message: share.message,
        candidates,
        grant,
      };
    },
  );
}

type SavedFeedback = ResponseOf<typeof shareEndpoints.saveShareFeedback>['feedback'];

/**
 * Stores the viewer's feedback against one interview of the share (the first when none is named;
 * each save replaces theirs on it); ratings only for that interview's shared questions (400
 * otherwise). The first feedback on the share tells the sender, once.
 */
export async function saveShareFeedback(
  shareId: string,
  input: z.output<typeof shareFeedbackSchema>,
): Promise<SavedFeedback> {
  return commitRacingChange(
    () => db.batch(),
    async (batch) => {
      const { snap, share } = await liveShare(shareId);
      await assertViewer(shareId, share, input.viewerToken);
      const items = await sharedInterviews(share);
      const item = input.interviewId
        ? items.find((i) => i.interviewId === input.interviewId)
        : items[0];
      if (!item) throw badRequest(SHARE_MESSAGES.interviewUnknown);
      for (const id of Object.keys(input.ratings))
        if (!item.questionIds.includes(id)) throw badRequest(REVIEW_MESSAGES.questionUnknown);
      const ref = docRef(collections.externalFeedback, item.interviewId, shareId);
      // Feedback that does not read as such is replaced whole, as new.
      const existing = dataOrSkip(await ref.get());
      const now = Timestamp.now();
      const feedback = {
        shareId,
        reviewerEmail: share.recipientEmail,
        ratings: input.ratings,
        recommendation: input.recommendation,
        comment: input.comment,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
      };
      batch.set(ref, feedback);
      batch.update(
        snap.ref,
        { ...(share.feedbackAt ? {} : { feedbackAt: now }), updatedAt: now },
        { lastUpdateTime: snap.updateTime! },
      );
      if (!share.feedbackAt)
        queueMail(batch, senderNotice(share, 'feedback'), shareMailAbout(share));
      return feedbackView(feedback);
    },
  );
}

const grantInvalid = () => new HttpError(401, REVIEW_MESSAGES.playbackGrantInvalid);

/**
 * Who may play a shared answer: a grant from viewShare for this share, not expired, on a share
 * that still opens and includes the interview (its first when none is named) and the question.
 * Answers the org and interview to read it from.
 */
export async function sharedRecordingOwner(
  shareId: string,
  questionId: string,
  grant: unknown,
  interviewId: unknown,
): Promise<{ orgId: string; interviewId: string }> {
  if (typeof grant !== 'string' || !BEARER_TOKEN_PATTERN.test(grant)) throw grantInvalid();
  const [shareSnap, grantSnap] = await Promise.all([
    docRef(collections.shares, shareId).get(),
    docRef(collections.shareGrants, shareId, sha256(grant)).get(),
  ]);
  // A share or grant that does not read as one grants nothing, as a missing one.
  const share = dataOrSkip(shareSnap);
  const stored = dataOrSkip(grantSnap);
  if (!share || !stored || stored.expiresAt.toMillis() <= Date.now()) throw grantInvalid();
  if (endedState(share)) throw accessEnded();
  const items = shortlistOf(share);
  const item =
    interviewId === undefined ? items[0] : items.find((i) => i.interviewId === interviewId);
  if (!item?.questionIds.includes(questionId)) throw notFound(REVIEW_MESSAGES.recordingNotFound);
  return { orgId: share.orgId, interviewId: item.interviewId };
}
