// The candidate's interview screen and its public API.
export const CANDIDATE_MESSAGES = {
  unsupportedBrowser:
    'Your browser does not support required audio features. Please use Chrome, Firefox, or Edge (Chromium-based) for the best experience.',
  mediaDenied: 'Could not access your camera or microphone. Please check your device settings.',
  startFailed: 'Could not start the interview. Please try again.',
  answerSaveFailed: 'Failed to save answer. Please try again.',
  finalAnswerSaveFailed: 'Failed to save your final answer. Please try again.',
  completeFailed: 'Failed to complete interview. Please try again.',
  recordingStartFailed: 'Failed to start recording',
  recordingNextFailed: 'Failed to start recording. Please refresh and try again.',
  processFailed: 'Failed to process question. Please try again.',
  speechError: (details: string) => `Speech recognition error: ${details}`,
  speechInitFailed: 'Failed to initialize speech recognition',
  speechStartFailed: 'Failed to start speech recognition',
  speechStopFailed: 'Failed to stop speech recognition',
  speakLouder: 'Please speak louder',
  ready: 'Ready to begin your interview?',
  start: 'Start Interview',
  next: 'Next Question',
  complete: 'Complete Interview',
  recording: 'Recording',
  transcribing: 'Your speech is being transcribed automatically',
  connectionIssue: 'Connection Issue',
  connectionAdvice: 'Please ensure you have a stable internet connection.',
  dismiss: 'Dismiss',
  retry: 'Retry Connection',
  completeTitle: 'Interview Complete!',
  completeThanks:
    'Thank you for completing your interview. Your responses have been recorded and will be reviewed by our team.',
  completeFeedback: 'You will receive feedback within 2-3 business days.',
  close: 'Close Interview',
  sessionNotFound: 'Interview not found',
  sessionCancelled: 'This interview has been cancelled',
  sessionCompleted: 'This interview has already been completed',
  sessionExpired:
    'This interview link has expired. Please ask the company that invited you for a new one.',
  /** Its stored record does not match what the app expects: nothing the candidate can fix. */
  sessionUnreadable:
    'This interview cannot be opened. Please contact the company that invited you.',
  // Before the first question: what happens, what is recorded, consent and the practice question.
  aboutTitle: 'Before you begin',
  questionCountFact: (n: number) => (n === 1 ? '1 question' : `${n} questions`),
  durationFact: (minutes: number) => `About ${minutes} minute${minutes === 1 ? '' : 's'}`,
  recordedTitle: 'What is recorded',
  recordedFacts: [
    'Your camera (video) and microphone (audio) while you answer',
    'A written transcript of what you say, or what you type',
  ],
  /** The facts when the org records audio only. */
  recordedFactsAudio: [
    'Your microphone (audio) while you answer; your camera is not recorded',
    'A written transcript of what you say, or what you type',
  ],
  whoSees: (orgName: string) => `Only the hiring team at ${orgName} sees your answers.`,
  keptFor: (days: number) => `Recordings and transcripts are kept for ${days} days, then deleted.`,
  consentLabel:
    'I agree that my video, audio and answers are recorded and shared with the hiring team as described above',
  consentLabelAudio:
    'I agree that my audio and answers are recorded and shared with the hiring team as described above',
  /** Said beside the consent when the org has AI assist on (a separate sentence, not the label). */
  aiAssistNotice:
    'Your transcripts may be analysed automatically to help the hiring team review them; a person makes every decision.',
  /** What the AI assist reads and what it never does, in plain words (AI assist on). */
  aiAssistLimits:
    'The AI assist reads only the words of your answers. It never analyses your face, your voice or your emotions, and it never rejects anyone automatically.',
  /** The same facts where the org has AI assist off. */
  noAiAssist:
    'No AI analyses your answers: people on the hiring team review them. Nothing analyses your face, your voice or your emotions, and nobody is rejected automatically.',
  consentRequired: 'Please agree to the recording notice before you start.',
  practice: 'Try a practice question',
  practiceTitle: 'Practice question',
  practiceNote: 'This answer is not saved. Try it as often as you like.',
  practiceAgain: 'Try again',
  startReal: 'Start the real interview',
  // Another format or an adjustment, asked for on the first screen; the interview link keeps working.
  adjustmentTitle: 'Ask for another format or an adjustment',
  adjustmentIntro: (orgName: string) =>
    `If something would make this interview work better for you, for example more time, a written or spoken format only, or talking to a person instead, tell the hiring team at ${orgName}. You can still start the interview whenever you are ready.`,
  adjustmentLabel: 'What would help you?',
  adjustmentSend: 'Send request',
  adjustmentSent: (orgName: string) =>
    `Your request was sent to the hiring team at ${orgName}. They will reply to you by email. Your interview link still works: you can wait for their answer, or start the interview now.`,
  adjustmentRequired: 'Please tell the hiring team what would help you.',
  adjustmentTooLong: 'Please keep your request under 1,000 characters.',
  adjustmentLimit:
    'You have already sent 3 requests for this interview. The hiring team will reply to you by email.',
  adjustmentFailed: 'Your request could not be sent. Please try again.',
  // Timers and retakes.
  thinkCountdown: (time: string) => `Recording starts in ${time}`,
  startNow: 'Start now',
  timeLeft: (time: string) => `Time left: ${time}`,
  timeLeftAnnouncement: (seconds: number) => `${seconds} seconds left to answer`,
  timeUp: 'Time is up. Your answer was saved.',
  untimed: 'No time limit',
  retake: 'Retake',
  retakesLeft: (n: number) => `Retakes left: ${n}`,
  retakeFailed: 'Could not start a retake. Please try again.',
  typeOnly: 'Type your answer to this question.',
  speakOnly: 'Answer this question aloud.',
  // The server's clock.
  answerTooLate: 'The time for this question is over, so this answer was not accepted.',
  retakesUsed: 'No retakes are left for this question.',
  questionNotStarted: 'This question has not been started.',
  questionAlreadyAnswered: 'This question has already been answered.',
  questionOutOfOrder: 'Please answer the questions in order.',
  takeInvalid: 'This take is no longer current.',
  // Follow-up questions: said before consent, shown over a follow-up, and refused out of turn.
  followUpsFact: (n: number) =>
    n === 1 ? 'Up to 1 short follow-up question' : `Up to ${n} short follow-up questions`,
  followUpsWhy:
    'If an answer leaves out a key point, you may be asked one short follow-up question about it, with its own time and no retake. Every candidate gets the same rules, and a follow-up can only add to your answer, never count against it.',
  followUpBadge: 'Follow-up question',
  followUpTo: (n: number) => `A follow-up to question ${n}`,
  practiceFollowUp: 'What is one thing you would do differently next time?',
  followUpPending: 'Please answer the follow-up question before you finish the interview.',
  // API validation, the typing fallback and the upload wait.
  transcriptRequired: 'Transcript is required',
  transcriptTooLong: 'Transcript is too long',
  segmentsInvalid: 'Transcript timings are invalid',
  questionUnknown: 'This question is not part of the interview',
  questionIdRequired: 'Question id is required',
  historyInvalid: 'Question history is invalid',
  mediaTypeInvalid: 'Recordings must be sent as video/webm, video/mp4, audio/webm or audio/mp4',
  mediaSignatureInvalid: 'This chunk does not start a WebM or MP4 recording',
  mediaVideoNotAllowed: 'This interview records audio only',
  answerMediaTooLarge: "This answer's recording is over its size limit",
  interviewMediaTooLarge: "This interview's recordings are over their size limit",
  tooManyChunks: "This answer's recording has too many chunks",
  audioInvalid: 'Audio chunk is invalid',
  audioTooLarge: 'Audio chunk is too large',
  audioSeqInvalid: 'Audio sequence number is invalid',
  audioTakeInvalid: 'Audio recording id is invalid',
  audioTakeReplaced: 'This recording was replaced by a newer one',
  typeLabel: 'Type your answer',
  typeDescription: 'You can type your answer here, or add to what was transcribed.',
  speechUnavailable:
    'Live transcription is not available right now. Please type your answers in the box below each question.',
  savingAnswers: 'Saving your answers...',
  loading: 'Loading your interview...',
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  interviewFor: (orgName: string, type: string) => `${orgName} · ${type} interview`,
  noAnswer: 'No answer given',
  listening: 'Listening...',
  unavailableTitle: 'Interview unavailable',
  title: 'Your interview',
  instructions: 'Instructions',
  guidelines: [
    'Keep your face clearly visible',
    'Stay centred in the frame',
    'Make sure you have good lighting',
    'Speak clearly',
  ],
  audioLevel: 'Audio level',
  cameraPreview: 'Camera preview',
  initializing: 'Starting your camera and microphone...',
  question: (n: number) => `Question ${n}`,
  hint: 'Hint',
  closeAlert: 'Close',
} as const;
