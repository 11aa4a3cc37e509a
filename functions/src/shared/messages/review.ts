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
  playbackGrantInvalid: 'This playback link has expired. Reload the page.',
  videoLabel: (question: number) => `Video answer to question ${question}`,
  audioLabel: (question: number) => `Audio answer to question ${question}`,
  transcriptSegments: 'Transcript (select a phrase to play from there)',
  seekTo: (time: string, text: string) => `Play from ${time}: ${text}`,
  saveReview: 'Save Review',
  saving: 'Saving...',
  saved: 'Review saved',
  saveFailed: 'Failed to save the review. Please try again.',
  yourReview: 'Your review',
  otherReviews: 'Other reviewers',
  noOtherReviews: 'No other reviews yet.',
  decision: 'Decision',
  note: 'Note',
  ratingLabel: (answer: number) => `Rating for answer ${answer}`,
  commentLabel: (answer: number) => `Comment on answer ${answer}`,
  othersOnAnswer: (answer: number) => `Other reviewers on answer ${answer}`,
  answersTitle: 'Answers',
  facts: {
    candidate: 'Candidate',
    type: 'Type',
    level: 'Level',
    scheduled: 'Scheduled',
    completed: 'Completed',
    status: 'Status',
  },
  hint: 'Hint:',
  transcript: 'Transcript',
  duration: 'Duration:',
  pace: 'Pace:',
  wordsPerMinuteValue: (wpm: number) => `${wpm} words/min`,
  wordCount: (words: number) => `${words} words`,
  playbackSpeed: (recording: string) => `Playback speed, ${recording}`,
  exportCsv: 'Export CSV',
  backToDashboard: 'Back to Dashboard',
  stillAnswering: 'The candidate is still answering: new answers appear here as they are saved.',
  cancelledNoReview: 'This interview was cancelled, so it cannot be reviewed.',
  /** A follow-up question under the question it follows up. */
  followUpTitle: (n: number) => `Follow-up ${n}`,
  followUpReason: (point: string) => `Asked because no evidence was found for: ${point}`,
  followUpFairness: 'A follow-up can only add evidence; it is never a mark against the candidate.',
  followUpUnanswered: 'Not answered',
  followUpVideoLabel: (question: number, n: number) =>
    `Video answer to follow-up ${n} of question ${question}`,
  followUpAudioLabel: (question: number, n: number) =>
    `Audio answer to follow-up ${n} of question ${question}`,
  /** The question's rubric on an answer card. */
  rubricTitle: 'Key points',
  /** An answer the candidate kept after retaking the question. */
  retaken: (take: number) => `Retaken (take ${take})`,
  // AI assist: suggestions beside each answer, every one with the passage it rests on.
  aiAssistTitle: 'AI assist — suggestions; a person decides',
  aiAssistOff: 'AI assist is off for this interview.',
  aiAssistPreparing: 'Suggestions are being prepared…',
  aiAssistFailed: 'The suggestions could not be loaded. Reload the page to try again.',
  coverageTitle: 'Rubric coverage',
  /** The engine can find evidence in the words, never prove a point was left out. */
  coverageStatus: {
    covered: 'Evidence found',
    partly: 'Some evidence',
    missing: 'No evidence found',
  },
  /** The answer was too short, or heard too unsurely, for any finding. */
  tooLittleText: 'Too little reliable text to suggest anything',
  /** The transcript's own sentences that carry the answer, chosen, not written. */
  summaryTitle: 'Key sentences',
  deliveryTitle: 'Delivery',
  /** A quote's button: what pressing it does, then the words. */
  showQuote: (text: string) => `Show in transcript: “${text}”`,
  showSource: 'Show in transcript',
  clearHighlight: 'Clear highlight',
  deliveryMode: { spoken: 'Spoken', typed: 'Typed' },
  speakingTime: 'Speaking time',
  wordsPerMinute: 'Words per minute',
  longPauses: 'Long pauses (2 s or more)',
  fillerRate: 'Filler words per 100 words',
  answerMode: 'Answer',
  /** Which engine made the suggestions, in words: the stored name is 'local' or 'llm'. */
  engine: (name: 'local' | 'llm', version: string) =>
    `Engine: ${name === 'llm' ? 'language model' : 'offline engine'} ${version}`,
  engineNote: (note: string) => `Note: ${note}`,
  // What the suggestions rest on and how far they can be trusted, beside them.
  howTitle: 'How this works',
  howReads: 'It reads the words of the transcript only.',
  howNeverReads: "It never reads the candidate's face, voice, tone or accent.",
  howLlm: (model: string) =>
    `A language model (${model}) produced these suggestions; the figures below are the offline engine's.`,
  howMeasured: (version: string, answers: number, date: string) =>
    `Offline engine version ${version}, measured on ${answers} held-out answers (${date}):`,
  howPrecision: (percent: string) =>
    `precision ${percent}: how often people agreed a point it found evidence for was addressed;`,
  howRecall: (percent: string) =>
    `recall ${percent}: how many of the points people judged addressed it found evidence for.`,
  // Across the interview: where the answers stand against the rubric, and how reviewers agree.
  overviewTitle: 'AI assist across the answers — suggestions; a person decides',
  strengthsTitle: 'Evidence found for',
  gapsTitle: 'No evidence found for',
  noneYet: 'None yet.',
  agreementTitle: 'Reviewer agreement',
  agreementNone: 'No answer has ratings from two reviewers yet.',
  agreementRow: (answer: number, min: number, max: number, count: number) =>
    `Answer ${answer}: ratings ${min} to ${max} from ${count} reviewers`,
  reviewersDiffer: 'Reviewers differ by 2 or more',
} as const;

export const DECISION_LABELS = { advance: 'Advance', hold: 'Hold', reject: 'Reject' } as const;
