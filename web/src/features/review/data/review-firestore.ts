// All of the review feature's Firestore access: live and read-only (rules: staff of the interview's
// org; every write goes through /api).
import { useMemo } from 'react';
import { and, collection, doc, or, query, where } from 'firebase/firestore';
import type { DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { collections } from '@shared/contract/collections';
import type {
  AnswerDoc,
  ExternalFeedbackDoc,
  InterviewDoc,
  RecordingDoc,
  ReviewDoc,
  ShareDoc,
  TranscriptSegment,
} from '@shared/contract/collections';
import { isTimestamp } from '@shared/contract/collections';
import { isUnreadable } from '@shared/contract/read-document';
import { shareStateOf } from '@shared/share-state';
import type { Readable, UnreadableDocument } from '@shared/contract/read-document';
import { orgSettingsOf } from '@shared/schemas/team';
import type { OrgSettings } from '@shared/schemas/team';
import { toInterviewSummary } from '@/domain/interview';
import { isoOf } from '@/lib/firebase/fields';
import { useLiveDoc, useLiveQuery } from '@/lib/firebase/live';
import { readSnapshot, readSnapshots, unlessUnreadable } from '@/lib/firebase/read';
import type { RecordingMode } from '@shared/constants/domain';
import type { Live, LiveStatus } from '@/lib/firebase/live';
import type {
  AnswerInsight,
  ExternalReview,
  InsightsLive,
  RecordingInfo,
  ReviewInterview,
  ReviewQuestion,
  ReviewerReview,
  SavedAnswer,
  ShareRow,
} from '../types';

/** The answer's timed phrases that say something and start in the recording, in time order. */
const segmentsOf = (segments: readonly TranscriptSegment[] = []): TranscriptSegment[] =>
  segments
    .filter((s) => s.text.trim() !== '' && s.offsetMs >= 0 && s.durationMs >= 0)
    .map((s) => ({ ...s, text: s.text.trim() }))
    .sort((a, b) => a.offsetMs - b.offsetMs);

function recordingKindOf(recording: RecordingDoc): RecordingMode {
  if (recording.kind) return recording.kind;
  return recording.mimeType.toLowerCase().startsWith('video/') ? 'video' : 'audio';
}

function toReviewInterview(interview: InterviewDoc, id: string): ReviewInterview {
  const questions = interview.questions.map((q): ReviewQuestion => ({
    id: q.id,
    text: q.text,
    hint: q.hint || null,
    rubric: (q.rubric ?? []).filter((point) => !!point.trim()),
  }));
  return {
    ...toInterviewSummary(interview, id),
    questions,
    followUps: (interview.followUps ?? []).map(({ id, parentId, prompt, pointText }) => ({
      id,
      parentId,
      prompt,
      pointText,
    })),
    aiAssist: interview.aiAssist === true,
    orgName: interview.orgName,
  };
}

/** An answer's document (its id: the question's) as the review screen shows it. */
const toSavedAnswer = (answer: AnswerDoc, questionId: string): SavedAnswer => ({
  questionId,
  transcript: answer.transcript,
  savedAt: isoOf(answer.savedAt),
  ...(answer.take !== undefined ? { take: answer.take } : {}),
  segments: segmentsOf(answer.segments),
});

const toRecordingInfo = (recording: RecordingDoc, questionId: string): RecordingInfo => ({
  questionId,
  mimeType: recording.mimeType,
  kind: recordingKindOf(recording),
  updatedAt: isoOf(recording.updatedAt),
});

const toReviewerReview = (review: ReviewDoc): ReviewerReview => ({
  reviewerUid: review.reviewerUid,
  reviewerName: review.reviewerName,
  reviewerEmail: review.reviewerEmail,
  ratings: review.ratings,
  comments: review.comments,
  decision: review.decision,
  note: review.note || null,
  updatedAt: isoOf(review.updatedAt),
});

/** Documents whose id is a question's, by that id: each as read, or unreadable. */
const byQuestion = <T extends { questionId: string }>(rows: readonly Readable<T>[] | undefined) =>
  Object.fromEntries(
    (rows ?? []).map((row) => [isUnreadable(row) ? row.id : row.questionId, row]),
  ) as Record<string, Readable<T>>;

/** Each answer's suggestions by its question id (the document's); one malformed document stays alone. */
function toInsights(snapshot: QuerySnapshot): Record<string, AnswerInsight> {
  const rows = readSnapshots(collections.insights.schema, snapshot.docs, (insight) => insight);
  return Object.fromEntries(snapshot.docs.map((d, i) => [d.id, rows[i]!]));
}

/**
 * The interview's AI-assist suggestions, live (one document per answer, written by the server when
 * the answer is saved). Not read at all when `enabled` is false (an interview without AI assist).
 */
export function useAnswerInsights(id: string, enabled: boolean): InsightsLive {
  const firestore = useFirestore();
  const ref = useMemo(
    () => (enabled ? collection(firestore, collections.insights.path(id)) : null),
    [firestore, id, enabled],
  );
  const live = useLiveQuery(ref, toInsights);
  return useMemo(
    () => ({ status: live.status, byQuestion: live.data ?? {} }),
    [live.status, live.data],
  );
}

const toInterview = (snap: DocumentSnapshot) =>
  readSnapshot(collections.interviews.schema, snap, toReviewInterview);
const toAnswers = (snap: QuerySnapshot) =>
  readSnapshots(collections.answers.schema, snap.docs, toSavedAnswer);
const toRecordings = (snap: QuerySnapshot) =>
  readSnapshots(collections.recordings.schema, snap.docs, toRecordingInfo);
const toReviews = (snap: QuerySnapshot) =>
  readSnapshots(collections.reviews.schema, snap.docs, toReviewerReview);

/** The interview, its saved answers, which answers have a recording, and every reviewer's review: live. */
export function useInterviewReview(id: string) {
  const firestore = useFirestore();
  const refs = useMemo(
    () => ({
      interview: doc(firestore, collections.interviews.doc(id)),
      answers: collection(firestore, collections.answers.path(id)),
      recordings: collection(firestore, collections.recordings.path(id)),
      reviews: collection(firestore, collections.reviews.path(id)),
    }),
    [firestore, id],
  );
  // A permission error (another company's interview) becomes 'error', not a crash; so does an
  // interview that cannot be read.
  const interviewLive = unlessUnreadable(useLiveDoc(refs.interview, toInterview));
  const answersLive = useLiveQuery(refs.answers, toAnswers);
  const recordingsLive = useLiveQuery(refs.recordings, toRecordings);
  const reviewsLive = useLiveQuery(refs.reviews, toReviews);
  // Rules deny another company's interview: to its reader it does not exist ('not found').
  const hidden = interviewLive.errorCode === 'permission-denied';
  const interview = {
    status: hidden ? ('success' as const) : interviewLive.status,
    data: hidden ? undefined : interviewLive.data,
  };
  const answers = { data: answersLive.data };
  const recordings = { data: recordingsLive.data };
  const reviews = { status: reviewsLive.status, data: reviewsLive.data };

  return useMemo(() => {
    const status: LiveStatus =
      interview.status === 'error'
        ? 'error'
        : interview.status === 'loading'
          ? 'loading'
          : 'success';
    const readReviews: ReviewerReview[] = [];
    const unreadableReviews: UnreadableDocument[] = [];
    for (const review of reviews.data ?? []) {
      if (isUnreadable(review)) unreadableReviews.push(review);
      else readReviews.push(review);
    }
    return {
      status,
      // The doc hook reports success with no data when the interview doesn't exist.
      interview: interview.data ?? null,
      answers: byQuestion<SavedAnswer>(answers.data),
      recordings: byQuestion<RecordingInfo>(recordings.data),
      reviews: readReviews,
      /** Reviews that do not match the contract: listed as such with the others' decisions. */
      unreadableReviews,
      reviewsStatus: reviews.status,
    };
  }, [
    interview.status,
    interview.data,
    answers.data,
    recordings.data,
    reviews.data,
    reviews.status,
  ]);
}

/** The org's candidate-feedback settings: whether reviewers may send it, and its templates. */
export interface CandidateFeedbackSettings {
  on: boolean;
  templates: OrgSettings['feedbackTemplates'];
}

/** Until the org is read, and when it cannot be: no feedback, the default templates. */
const FEEDBACK_OFF: CandidateFeedbackSettings = {
  on: false,
  templates: orgSettingsOf(undefined).feedbackTemplates,
};

/** Read through the org's schema. */
const toFeedbackSettings = (snap: DocumentSnapshot): CandidateFeedbackSettings => {
  const org = readSnapshot(collections.orgs.schema, snap, (doc) => doc);
  if (isUnreadable(org)) return FEEDBACK_OFF;
  const settings = orgSettingsOf(org?.settings);
  return { on: settings.candidateFeedback, templates: settings.feedbackTemplates };
};

/**
 * Whether the org lets reviewers send candidates feedback and the templates it starts from, live
 * (off until read).
 */
export function useCandidateFeedbackSettings(orgId: string): CandidateFeedbackSettings {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, collections.orgs.doc(orgId)), [firestore, orgId]);
  const { data } = useLiveDoc(ref, toFeedbackSettings);
  return data ?? FEEDBACK_OFF;
}

const toExternalReview = (feedback: ExternalFeedbackDoc): ExternalReview => ({
  shareId: feedback.shareId,
  reviewerEmail: feedback.reviewerEmail,
  ratings: feedback.ratings,
  recommendation: feedback.recommendation,
  comment: feedback.comment,
  updatedAt: isoOf(feedback.updatedAt),
});
const toExternalReviews = (snap: QuerySnapshot) =>
  readSnapshots(collections.externalFeedback.schema, snap.docs, toExternalReview);

/** Outside reviewers' feedback given through shares of the interview, live (unreadable ones left out). */
export function useExternalReviews(id: string): ExternalReview[] {
  const firestore = useFirestore();
  const ref = useMemo(
    () => collection(firestore, collections.externalFeedback.path(id)),
    [firestore, id],
  );
  const live = useLiveQuery(ref, toExternalReviews);
  return useMemo(
    () => (live.data ?? []).filter((r): r is ExternalReview => !isUnreadable(r)),
    [live.data],
  );
}

const millisOf = (value: unknown) => (isTimestamp(value) ? value.toMillis() : undefined);

const toShareRow = (share: ShareDoc, id: string): ShareRow => ({
  id,
  recipientEmail: share.recipientEmail,
  state: shareStateOf({
    expiresAt: millisOf(share.expiresAt) ?? 0,
    revokedAt: millisOf(share.revokedAt),
    lockedAt: millisOf(share.lockedAt),
    firstOpenedAt: millisOf(share.firstOpenedAt),
    feedbackAt: millisOf(share.feedbackAt),
  }),
  views: share.views,
  viewCap: share.viewCap,
  firstOpenedAt: isoOf(share.firstOpenedAt),
  lastOpenedAt: isoOf(share.lastOpenedAt),
  expiresAt: isoOf(share.expiresAt),
  createdAt: isoOf(share.createdAt),
});
const toShareRows = (snap: QuerySnapshot): ShareRow[] =>
  readSnapshots(collections.shares.schema, snap.docs, toShareRow)
    .filter((row): row is ShareRow => !isUnreadable(row))
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));

/**
 * The shares holding the interview (alone or on a shortlist), live, newest first: every one of
 * the org's for an owner, the caller's own for a member (the rules allow no more, so the query
 * says so). A share made before shortlists names its one interview in `interviewId`: the query
 * asks for either. `viewer` null: the caller's role is not known yet, nothing is read.
 */
export function useLiveShares(
  interviewId: string,
  viewer: { orgId: string; uid: string; owner: boolean } | null,
): Live<ShareRow[]> {
  const firestore = useFirestore();
  const orgId = viewer?.orgId;
  const uid = viewer?.uid;
  const owner = viewer?.owner;
  const ref = useMemo(() => {
    if (!orgId || !uid) return null;
    const shares = collection(firestore, collections.shares.path());
    return query(
      shares,
      and(
        or(
          where('interviewIds', 'array-contains', interviewId),
          where('interviewId', '==', interviewId),
        ),
        where('orgId', '==', orgId),
        ...(owner ? [] : [where('createdBy', '==', uid)]),
      ),
    );
  }, [firestore, interviewId, orgId, uid, owner]);
  return useLiveQuery(ref, toShareRows);
}
