// Feedback a reviewer sends a candidate after a decision: the templates it starts from, the
// review screen's words and the API's answers.
import type { ReviewDecision } from '../constants/domain';

/** What fills a template's placeholders. */
export interface FeedbackFacts {
  firstName: string;
  orgName: string;
}

/** Where the candidate's first name and the org's name go in a message. */
const FEEDBACK_PLACEHOLDERS = { firstName: '{firstName}', orgName: '{orgName}' } as const;

/** The message a reviewer starts from for each decision (always read and sent by a person). */
export const FEEDBACK_TEMPLATES: Record<ReviewDecision, string> = {
  advance:
    'Dear {firstName},\n\nThank you for taking the time to complete your interview with {orgName}. We enjoyed hearing your answers and would like to move forward with you. We will be in touch soon about the next step.\n\nKind regards,\n{orgName}',
  hold: 'Dear {firstName},\n\nThank you for taking the time to complete your interview with {orgName}. We have not made a final decision yet and will get back to you as soon as we can.\n\nKind regards,\n{orgName}',
  reject:
    'Dear {firstName},\n\nThank you for taking the time to complete your interview with {orgName}. After careful consideration, we have decided not to move forward with your application this time. We appreciate your interest and wish you every success.\n\nKind regards,\n{orgName}',
};

/** Fills the placeholders (the server fills any left in a message it sends, too). */
export const fillFeedback = (text: string, facts: FeedbackFacts): string =>
  text
    .split(FEEDBACK_PLACEHOLDERS.firstName)
    .join(facts.firstName)
    .split(FEEDBACK_PLACEHOLDERS.orgName)
    .join(facts.orgName);

/** The candidate's first name as a message greets them (their full name's first word). */
export const firstNameOf = (candidateName: string): string =>
  candidateName.trim().split(/\s+/)[0] ?? '';

export const FEEDBACK_MESSAGES = {
  sendButton: 'Send feedback to the candidate',
  dialogTitle: 'Feedback to the candidate',
  messageLabel: 'Message to the candidate',
  send: 'Send feedback',
  sending: 'Sending...',
  cancel: 'Cancel',
  sent: 'Feedback sent',
  sentOn: (date: string) => `Feedback sent on ${date}`,
  sendFailed: 'Failed to send the feedback. Please try again.',
  messageRequired: 'Write a message to the candidate',
  messageTooLong: 'The message must be at most 2000 characters',
  notCompleted: 'Feedback can be sent only once the interview is completed.',
  noDecision: 'Record a decision before sending the candidate feedback.',
  turnedOff: 'Candidate feedback is turned off for this organization.',
  alreadySent: 'Feedback was already sent to this candidate. Only one message can be sent.',
  erased: "This candidate's data was erased, so no feedback can be sent.",
  mailSubject: (orgName: string) => `Your interview with ${orgName}`,
  mailGreeting: (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  mailIntro: (orgName: string) => `${orgName} sent you a message about your interview:`,
  mailSentBy: (name: string, orgName: string) =>
    `This message was written and sent by ${name} at ${orgName}. To answer, please reply to them directly.`,
};
