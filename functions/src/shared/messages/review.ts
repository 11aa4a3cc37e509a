// Reviewing a completed interview: the review screen and its API.
export const REVIEW_MESSAGES = {
  title: 'Interview review',
  loading: 'Loading interview...',
  loadFailed: 'Failed to load the interview. Please try again.',
  notFound: 'Interview not found',
  recordingNotFound: 'No recording for this answer',
  rangeNotSatisfiable: 'Requested range not satisfiable',
  questionUnknown: 'Unknown question for this interview',
  ratingInvalid: 'Ratings must be whole numbers from 1 to 5',
  commentTooLong: 'Comments must be at most 2000 characters',
  noteTooLong: 'The note must be at most 2000 characters',
  decisionInvalid: 'Decision must be advance, hold or reject',
  reviewInvalid: 'Invalid review',
  noAnswer: 'No answer recorded',
  noRecording: 'No recording',
  recordingFailed: 'The recording could not be loaded.',
  saveReview: 'Save Review',
  saving: 'Saving...',
  saved: 'Review saved',
  saveFailed: 'Failed to save the review. Please try again.',
  yourReview: 'Your review',
  otherReviews: 'Other reviewers',
  noOtherReviews: 'No other reviews yet.',
  decision: 'Decision',
  note: 'Note',
  rating: 'Rating',
  comment: 'Comment',
  exportCsv: 'Export CSV',
  backToDashboard: 'Back to Dashboard',
  stillAnswering: 'The candidate is still answering: new answers appear here as they are saved.',
  cancelledNoReview: 'This interview was cancelled, so it cannot be reviewed.',
  /** The question's rubric on an answer card. */
  rubricTitle: 'Key points',
  /** An answer the candidate kept after retaking the question. */
  retaken: (take: number) => `Retaken (take ${take})`,
} as const;

export const DECISION_LABELS = { advance: 'Advance', hold: 'Hold', reject: 'Reject' } as const;
