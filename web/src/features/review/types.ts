import type { RecordingMode, ReviewDecision } from '@shared/constants/domain';
import type { InsightDoc, TranscriptSegment } from '@shared/contract/collections';
import type { InterviewSummary } from '@/domain/interview';

export interface ReviewQuestion {
  id: string;
  text: string;
  hint: string | null;
  /** Key points a good answer covers (empty for questions without a rubric). */
  rubric: string[];
}

/** The fields of `interviews/{id}` the review screen shows. */
export interface ReviewInterview extends InterviewSummary {
  questions: ReviewQuestion[];
  /** Whether its answers get AI-assist suggestions (its candidate was told so). */
  aiAssist: boolean;
}

/**
 * One answer's AI-assist suggestions as read: the document, 'invalid' when it does not match the
 * contract (shown as a failed read rather than breaking the other answers' suggestions).
 */
export type AnswerInsight = InsightDoc | 'invalid';

/** Every answer's suggestions by question id, live; 'error' when they could not be read at all. */
export interface InsightsLive {
  status: 'loading' | 'error' | 'success';
  byQuestion: Record<string, AnswerInsight>;
}

export interface SavedAnswer {
  questionId: string;
  transcript: string;
  savedAt?: string;
  /** Which take the candidate kept: 1 for the first, more after retakes (absent on older answers). */
  take?: number;
  /** The recognised phrases with their time in the recording (none for typed answers). */
  segments?: TranscriptSegment[];
}

/** `interviews/{id}/recordings/{questionId}`: present once a chunk arrived. */
export interface RecordingInfo {
  questionId: string;
  mimeType: string;
  /** Whether the recording has a camera track: from its kind, else its MIME type. */
  kind: RecordingMode;
  updatedAt?: string;
}

export interface ReviewerReview {
  reviewerUid: string;
  reviewerName: string;
  reviewerEmail: string;
  ratings: Record<string, number>;
  comments: Record<string, string>;
  decision: ReviewDecision | null;
  note: string | null;
  updatedAt?: string;
}
