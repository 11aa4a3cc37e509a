// All of the review feature's Firestore access: live and read-only (rules: staff of the interview's
// org; every write goes through /api).
import { useMemo } from 'react';
import { collection, doc } from 'firebase/firestore';
import type { DocumentData, DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { collections } from '@shared/contract/collections';
import { toInterviewSummary } from '@/domain/interview';
import { isoOf, str } from '@/lib/firebase/fields';
import { docsWithIds, useLiveDoc, useLiveQuery } from '@/lib/firebase/live';
import { REVIEW_DECISIONS } from '@shared/constants/domain';
import type { RecordingMode, ReviewDecision } from '@shared/constants/domain';
import type { TranscriptSegment } from '@shared/contract/collections';
import type { LiveStatus } from '@/lib/firebase/live';
import type {
  AnswerInsight,
  InsightsLive,
  RecordingInfo,
  ReviewInterview,
  ReviewQuestion,
  ReviewerReview,
  SavedAnswer,
} from '../types';

const dataOf = (snap: DocumentSnapshot) => snap.data();

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

/** The answer's timed phrases that are well formed, in time order. */
function segmentsOf(value: unknown): TranscriptSegment[] {
  if (!Array.isArray(value)) return [];
  return (value as DocumentData[])
    .filter(
      (s) =>
        s &&
        typeof s.text === 'string' &&
        s.text.trim() !== '' &&
        Number.isFinite(s.offsetMs) &&
        s.offsetMs >= 0 &&
        Number.isFinite(s.durationMs) &&
        s.durationMs >= 0,
    )
    .map((s) => ({
      text: (s.text as string).trim(),
      offsetMs: s.offsetMs as number,
      durationMs: s.durationMs as number,
    }))
    .sort((a, b) => a.offsetMs - b.offsetMs);
}

function recordingKindOf(data: DocumentData): RecordingMode {
  if (data.kind === 'video' || data.kind === 'audio') return data.kind;
  return str(data.mimeType).toLowerCase().startsWith('video/') ? 'video' : 'audio';
}

function toReviewInterview(id: string, data: DocumentData): ReviewInterview {
  const questions: ReviewQuestion[] = Array.isArray(data.questions)
    ? (data.questions as DocumentData[])
        .filter((q) => q && typeof q.id === 'string')
        .map((q) => ({
          id: q.id as string,
          text: str(q.text),
          hint: str(q.hint) || null,
          rubric: Array.isArray(q.rubric)
            ? (q.rubric as unknown[]).filter(
                (p): p is string => typeof p === 'string' && !!p.trim(),
              )
            : [],
        }))
    : [];
  return { ...toInterviewSummary(id, data), questions, aiAssist: data.aiAssist === true };
}

/** Each answer's suggestions through the contract's converter; one malformed document stays alone. */
function toInsights(snapshot: QuerySnapshot): Record<string, AnswerInsight> {
  return Object.fromEntries(
    snapshot.docs.map((d): [string, AnswerInsight] => {
      try {
        return [d.id, collections.insights.converter.fromFirestore(d)];
      } catch {
        return [d.id, 'invalid'];
      }
    }),
  );
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

function toReview(id: string, data: DocumentData): ReviewerReview {
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
  // A permission error (another company's interview) becomes 'error', not a crash.
  const interviewLive = useLiveDoc(refs.interview, dataOf);
  const answersLive = useLiveQuery(refs.answers, docsWithIds);
  const recordingsLive = useLiveQuery(refs.recordings, docsWithIds);
  const reviewsLive = useLiveQuery(refs.reviews, docsWithIds);
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
        ...(typeof d.take === 'number' ? { take: d.take } : {}),
        segments: segmentsOf(d.segments),
      })),
      recordings: byId<RecordingInfo>(recordings.data, (qid, d) => ({
        questionId: qid,
        mimeType: str(d.mimeType),
        kind: recordingKindOf(d),
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
