// Sharing a completed interview with an outside reviewer: the share dialog and list on the review
// screen, the shared page, its API and its mails.
export const SHARE_MESSAGES = {
  // ---- API ----
  notFound: 'This shared interview was not found.',
  accessEnded: 'Access to this shared interview has ended. Ask the sender for a new link.',
  notCompleted: 'Only a completed interview can be shared.',
  erased: "This candidate's data was erased; the interview can no longer be shared.",
  alreadyEnded: 'This share has already ended.',
  notYours: 'Only the person who shared the interview or an owner can change this share.',
  emailInvalid: 'Enter a valid email address for the recipient.',
  expiryInvalid: 'The link must expire in 1 to 30 days.',
  viewCapInvalid: 'The view limit must be a whole number from 1 to 1000.',
  questionsInvalid: 'Choose at least one question of this interview.',
  optionInvalid: 'Invalid share option.',
  messageTooLong: 'The message must be at most 2000 characters.',
  codeInvalid: 'Enter the 6-digit code from the mail.',
  codeWrong: (triesLeft: number) =>
    `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  codeExpired: 'That code has expired. Ask for a new one.',
  viewerInvalid: 'This browser has no access yet. Ask for a code.',
  ratingInvalid: 'Ratings must be whole numbers from 1 to 5',
  recommendationInvalid: 'Recommendation must be advance, hold or reject',
  commentTooLong: 'The comment must be at most 2000 characters.',
  feedbackInvalid: 'Invalid feedback',

  // ---- mails ----
  shareSubject: (orgName: string) => `${orgName} shared an interview with you`,
  shareIntro: (sender: string, orgName: string) =>
    `${sender} at ${orgName} shared a recorded interview with you for your review.`,
  shareCandidate: (candidate: string, kind: string) => `Candidate: ${candidate}, ${kind}.`,
  shareMessageIntro: 'Their message:',
  shareExpires: (when: string) =>
    `The link works until ${when}. Opening it sends a one-time code to this address.`,
  shareActionIntro: 'The shared interview:',
  shareAction: 'Open the shared interview',
  codeSubject: 'Your code to view the shared interview',
  codeBody: (code: string) => `Your one-time code is ${code}. It works for 10 minutes.`,
  codeIgnore: 'If you did not ask for it, you can ignore this mail.',
  lockedSubject: (recipient: string) => `Shared interview locked: ${recipient}`,
  lockedBody: (recipient: string) =>
    `Someone entered a wrong code 5 times for the interview you shared with ${recipient}. The share is locked; share the interview again if they still need it.`,
  openedSubject: (recipient: string) => `${recipient} opened the interview you shared`,
  openedBody: (recipient: string) => `${recipient} opened the interview you shared with them.`,
  feedbackSubject: (recipient: string) => `${recipient} sent feedback on the shared interview`,
  feedbackBody: (recipient: string) =>
    `${recipient} sent feedback on the interview you shared with them. It is on the review screen.`,
  openInterviewIntro: 'The interview:',
  openInterview: 'Open the interview',
  senderNote: 'You get this mail because you shared the interview.',

  // ---- the shared page ----
  hiddenCandidate: 'Candidate A',
  externalReviewer: (email: string) => `External reviewer: ${email}`,
} as const;
