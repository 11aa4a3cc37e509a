import type { ReviewDecision } from '@shared/constants';

export interface ReviewQuestion {
  id: string;
  text: string;
  hint: string | null;
}

/** The fields of `interviews/{id}` the review screen shows. */
export interface ReviewInterview {
  id: string;
  candidateName: string;
  candidateEmail: string;
  type: string;
  level: string;
  date?: string;
  status: string;
  completedAt?: string;
  questions: ReviewQuestion[];
}

export interface SavedAnswer {
  questionId: string;
  transcript: string;
  savedAt?: string;
}

/** `interviews/{id}/recordings/{questionId}`: present once a chunk arrived. */
export interface RecordingInfo {
  questionId: string;
  mimeType: string;
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
