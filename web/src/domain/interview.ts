// What every staff screen knows about an interview: its fields, how its type and level read, and
// where its pages are. The dashboard, the review screen and the candidate screen share these.
import { INTERVIEW_LEVEL_LABELS, INTERVIEW_TYPE_LABELS } from '@shared/messages/vocabulary';
import type { InterviewDoc } from '@shared/contract/collections';
import { paths } from '@/config/paths';
import { isoOf } from '@/lib/firebase/fields';

/** The fields of `interviews/{id}` the staff screens show, as stored. */
type SummaryFields = Pick<
  InterviewDoc,
  'candidateName' | 'candidateEmail' | 'type' | 'level' | 'date' | 'status'
>;

/** What the staff screens show of an interview: its stored fields plus the ones worked out. */
export interface InterviewSummary extends SummaryFields {
  id: string;
  /** ISO timestamp of completion (completed interviews). */
  completedAt?: string;
  /** Whether an owner erased the candidate's data (nothing of theirs is left to delete). */
  erased?: boolean;
  /** ISO timestamp of when a reviewer sent the candidate feedback (absent: not sent). */
  feedbackSentAt?: string;
}

/** A candidate's request for another format or an adjustment, as the staff screens show it. */
export interface AdjustmentRequestView {
  message: string;
  /** ISO timestamp. */
  requestedAt?: string;
}

/**
 * One dashboard row: the summary plus the candidate's session (their link) and their requests for
 * another format or an adjustment, oldest first (empty: none).
 */
export interface InterviewRow extends InterviewSummary, Pick<InterviewDoc, 'sessionId'> {
  adjustmentRequests?: readonly AdjustmentRequestView[];
  /** The interview's questions, in order (the share dialog offers them). */
  questions?: readonly { id: string; text: string }[];
  /** Whether the AI assist read its answers (the share dialog offers its notes). */
  aiAssist?: boolean;
}

/** An interview document, as read with its schema, as its summary. */
export function toInterviewSummary(doc: InterviewDoc, id: string): InterviewSummary {
  return {
    id,
    candidateName: doc.candidateName,
    candidateEmail: doc.candidateEmail,
    type: doc.type,
    level: doc.level,
    date: doc.date,
    status: doc.status,
    completedAt: isoOf(doc.completedAt),
    erased: doc.erasedAt !== undefined,
    feedbackSentAt: isoOf(doc.candidateFeedback?.sentAt),
  };
}

const labelOf = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;

/** An interview type's label ('Technical'), or the stored value when it has none. */
export const interviewTypeLabel = (type: string) => labelOf(INTERVIEW_TYPE_LABELS, type);

/** An experience level's label ('Mid-level'), or the stored value when it has none. */
export const interviewLevelLabel = (level: string) => labelOf(INTERVIEW_LEVEL_LABELS, level);

/** The staff's review page of an interview. */
export const interviewReviewPath = paths.interviewReview;

/** The candidate's link to their interview, as mailed to them. */
export const candidateInterviewUrl = (sessionId: string, origin: string) =>
  `${origin}${paths.interview(sessionId)}`;
