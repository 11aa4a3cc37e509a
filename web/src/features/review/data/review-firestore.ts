// All of the review feature's Firestore access: live and read-only (rules: staff of the interview's
// org; every write goes through /api).
import { useMemo } from 'react';
import { collection, doc } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { collectionData, docData } from 'rxfire/firestore';
import { toInterviewSummary } from '@/domain/interview';
import { isoOf, str } from '@/lib/firebase/fields';
import { useLive } from '@/lib/firebase/use-live';
import { REVIEW_DECISIONS } from '@shared/constants';
import type { ReviewDecision } from '@shared/constants';
import type { LiveStatus } from '@/lib/firebase/use-live';
import type {
  RecordingInfo,
  ReviewInterview,
  ReviewQuestion,
  ReviewerReview,
  SavedAnswer,
} from '../types';

export type { LiveStatus } from '@/lib/firebase/use-live';

function numberMap(value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (typeof v === 'number') out[k] = v;
  }
  return out;
}

function stringMap(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

export function toReviewInterview(id: string, data: DocumentData): ReviewInterview {
  const questions: ReviewQuestion[] = Array.isArray(data.questions)
    ? (data.questions as DocumentData[])
        .filter((q) => q && typeof q.id === 'string')
        .map((q) => ({ id: q.id as string, text: str(q.text), hint: str(q.hint) || null }))
    : [];
  return { ...toInterviewSummary(id, data), questions };
}

export function toReview(id: string, data: DocumentData): ReviewerReview {
  const decision = REVIEW_DECISIONS.includes(data.decision as ReviewDecision)
    ? (data.decision as ReviewDecision)
    : null;
  return {
    reviewerUid: str(data.reviewerUid) || id,
    reviewerName: str(data.reviewerName),
    reviewerEmail: str(data.reviewerEmail),
    ratings: numberMap(data.ratings),
    comments: stringMap(data.comments),
    decision,
    note: str(data.note) || null,
    updatedAt: isoOf(data.updatedAt),
  };
}

/** The interview, its saved answers, which answers have audio, and every reviewer's review: live. */
export function useInterviewReview(id: string) {
  const firestore = useFirestore();
  const refs = useMemo(
    () => ({
      interview: doc(firestore, 'interviews', id),
      answers: collection(firestore, 'interviews', id, 'answers'),
      recordings: collection(firestore, 'interviews', id, 'recordings'),
      reviews: collection(firestore, 'interviews', id, 'reviews'),
    }),
    [firestore, id],
  );
  // Through useLive: a permission error (another company's interview) becomes 'error', not a crash.
  const sources = useMemo(
    () => ({
      interview: docData(refs.interview),
      answers: collectionData(refs.answers, { idField: 'id' }),
      recordings: collectionData(refs.recordings, { idField: 'id' }),
      reviews: collectionData(refs.reviews, { idField: 'id' }),
    }),
    [refs],
  );
  const interviewLive = useLive(`review:${id}`, sources.interview);
  const answersLive = useLive(`review:${id}:answers`, sources.answers);
  const recordingsLive = useLive(`review:${id}:recordings`, sources.recordings);
  const reviewsLive = useLive(`review:${id}:reviews`, sources.reviews);
  // Rules deny another company's interview: to its reader it does not exist ('not found').
  const hidden = interviewLive.errorCode === 'permission-denied';
  const interview = {
    status: hidden ? ('success' as const) : interviewLive.status,
    data: hidden ? undefined : interviewLive.value,
  };
  const answers = { data: answersLive.value };
  const recordings = { data: recordingsLive.value };
  const reviews = { status: reviewsLive.status, data: reviewsLive.value };

  return useMemo(() => {
    const byId = <T>(rows: DocumentData[] | undefined, map: (id: string, d: DocumentData) => T) =>
      Object.fromEntries((rows ?? []).map((d) => [String(d.id), map(String(d.id), d)])) as Record<
        string,
        T
      >;
    const status: LiveStatus =
      interview.status === 'error'
        ? 'error'
        : interview.status === 'loading'
          ? 'loading'
          : 'success';
    return {
      status,
      // The doc hook reports success with undefined data when the interview doesn't exist.
      interview: interview.data ? toReviewInterview(id, interview.data) : null,
      answers: byId<SavedAnswer>(answers.data, (qid, d) => ({
        questionId: qid,
        transcript: str(d.transcript),
        savedAt: isoOf(d.savedAt),
      })),
      recordings: byId<RecordingInfo>(recordings.data, (qid, d) => ({
        questionId: qid,
        mimeType: str(d.mimeType),
        updatedAt: isoOf(d.updatedAt),
      })),
      reviews: (reviews.data ?? []).map((d) => toReview(String(d.id), d)),
      reviewsStatus: reviews.status as LiveStatus,
    };
  }, [
    id,
    interview.status,
    interview.data,
    answers.data,
    recordings.data,
    reviews.data,
    reviews.status,
  ]);
}
