import type { ShareState } from '@shared/share-state';
import type { ReviewDecision } from '@shared/constants/domain';
import type { RecordingMode } from '@shared/constants/domain';
import type {
  AnswerDoc,
  InsightDoc,
  InterviewQuestionDoc,
  RecordingDoc,
  ReviewDoc,
} from '@shared/contract/collections';
import type { Readable } from '@shared/contract/read-document';
import type { InterviewSummary } from '@/domain/interview';

export interface ReviewQuestion extends Pick<InterviewQuestionDoc, 'id' | 'text'> {
  /** null: no hint (also an empty one). */
  hint: string | null;
  /** Key points a good answer covers (empty for questions without a rubric). */
  rubric: string[];
}

/** A follow-up question asked during the interview, shown under the question it follows up. */
export interface ReviewFollowUp {
  /** Its answer and recording are keyed by this id, as a question's are. */
  id: string;
  parentId: string;
  prompt: string;
  /** The key point no evidence was found for when it was asked. */
  pointText: string;
}

/** The fields of `interviews/{id}` the review screen shows. */
export interface ReviewInterview extends InterviewSummary {
  questions: ReviewQuestion[];
  /** The follow-ups asked, in the order asked (never questions of their own). */
  followUps: ReviewFollowUp[];
  /** Whether its answers get AI-assist suggestions (its candidate was told so). */
  aiAssist: boolean;
  /** The org's name, as the candidate knows it (feedback templates name it). */
  orgName: string;
}

/**
 * One answer's AI-assist suggestions as read: the document, or unreadable when it does not match
 * the contract (shown as a failed read rather than breaking the other answers' suggestions).
 */
export type AnswerInsight = Readable<InsightDoc>;

/** Every answer's suggestions by question id, live; 'error' when they could not be read at all. */
export interface InsightsLive {
  status: 'loading' | 'error' | 'success';
  byQuestion: Record<string, AnswerInsight>;
}

/** `interviews/{id}/answers/{questionId}`: the candidate's saved answer. */
export interface SavedAnswer extends Pick<AnswerDoc, 'questionId' | 'transcript' | 'take'> {
  /** ISO. */
  savedAt?: string;
  /** The recognised phrases that say something, in time order (none for typed answers). */
  segments?: AnswerDoc['segments'];
}

/** `interviews/{id}/recordings/{questionId}`: present once a chunk arrived. */
export interface RecordingInfo extends Pick<RecordingDoc, 'questionId' | 'mimeType'> {
  /** Whether the recording has a camera track: from its kind, else its MIME type. */
  kind: RecordingMode;
  /** ISO. */
  updatedAt?: string;
}

/** `interviews/{id}/reviews/{uid}`: one reviewer's review. */
export interface ReviewerReview extends Pick<
  ReviewDoc,
  'reviewerUid' | 'reviewerName' | 'reviewerEmail' | 'ratings' | 'comments' | 'decision' | 'note'
> {
  /** ISO. */
  updatedAt?: string;
}

/** An outside reviewer's feedback, given through a share of the interview. */
export interface ExternalReview {
  shareId: string;
  reviewerEmail: string;
  ratings: Record<string, number>;
  recommendation: ReviewDecision;
  comment: string;
  /** ISO. */
  updatedAt?: string;
}

/** One share of the interview with an outside reviewer, as its sender and the owners see it. */
export interface ShareRow {
  id: string;
  recipientEmail: string;
  state: ShareState;
  views: number;
  /** null: any number of views until it expires. */
  viewCap: number | null;
  /** ISO; absent until first opened. */
  firstOpenedAt?: string;
  lastOpenedAt?: string;
  expiresAt?: string;
  createdAt?: string;
}
