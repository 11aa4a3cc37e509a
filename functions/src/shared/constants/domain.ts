// The product's vocabulary, shared by web and functions: interview types, levels and statuses,
// roles, answer and recording modes, extra time, with their defaults (their labels, as users read
// them, are in messages/vocabulary.ts). Imports nothing.

export const INTERVIEW_TYPES = ['technical', 'behavioral', 'system-design'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];
export const INTERVIEW_LEVELS = ['junior', 'mid', 'senior'] as const;
export type InterviewLevel = (typeof INTERVIEW_LEVELS)[number];
export const INTERVIEW_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const DEFAULT_INTERVIEW_TYPE: InterviewType = 'technical';
export const DEFAULT_INTERVIEW_LEVEL: InterviewLevel = 'mid';
export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];
export const DEFAULT_ACCESS_REQUEST_FILTER: AccessRequestStatus = 'pending';

/** Ten consumer mail domains, always refused as a work email (the server adds a larger list). */
export const CONSUMER_EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.com',
  'yahoo.co.uk',
  'aol.com',
  'icloud.com',
  'protonmail.com',
] as const;

/** Roles carried as custom claims on the ID token. */
export const ROLES = ['admin', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A person's role in their company's org. Owners invite, remove and change roles; members work
 * with interviews and see the team read-only. An org always keeps at least one owner.
 */
export const ORG_ROLES = ['owner', 'member'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];
export const ORG_ROLE_LABELS: Record<OrgRole, string> = { owner: 'Owner', member: 'Member' };

/** What an org's candidates are recorded with: camera and microphone, or the microphone only. */
export const RECORDING_MODES = ['video', 'audio'] as const;
export type RecordingMode = (typeof RECORDING_MODES)[number];

/** A reviewer's overall decision on an interview, and the longest review comment or note. */
export const REVIEW_DECISIONS = ['advance', 'hold', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** How a candidate may answer a question: aloud (transcribed), by typing, or either. */
export const ANSWER_MODES = ['speak', 'type', 'either'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/**
 * Why saving an answer did or did not ask a follow-up: asked (a point to ask about had no
 * evidence), covered (every such point had evidence), none-askable (no point has a prompt marked
 * ask-if-missing, or all were asked already), too-little-text (too little to judge), the
 * question's or the interview's cap reached, or the org switched follow-ups off.
 */
export const FOLLOW_UP_DECISION_REASONS = [
  'asked',
  'covered',
  'none-askable',
  'too-little-text',
  'question-cap',
  'interview-cap',
  'off',
] as const;
export type FollowUpDecisionReason = (typeof FOLLOW_UP_DECISION_REASONS)[number];

/** The settings a new question starts with in the editor. */
export const DEFAULT_QUESTION_SETTINGS = {
  thinkTimeSec: 30,
  answerLimitSec: 180,
  retakes: 1,
  answerMode: 'either',
} as const satisfies {
  thinkTimeSec: number;
  answerLimitSec: number | null;
  retakes: number;
  answerMode: AnswerMode;
};

/** What a question snapshotted before question sets existed behaves like: untimed, no retakes. */
export const LEGACY_QUESTION_SETTINGS = {
  thinkTimeSec: 0,
  answerLimitSec: null,
  retakes: 0,
  answerMode: 'either',
} as const;

/** An accommodation for one candidate: every limit (think time and answer time) scaled. */
export const EXTRA_TIME_OPTIONS = ['none', 'plus25', 'plus50', 'plus100', 'untimed'] as const;
export type ExtraTime = (typeof EXTRA_TIME_OPTIONS)[number];

/** The factor each limit is multiplied by; null: no limit at all. */
export const EXTRA_TIME_FACTORS: Record<ExtraTime, number | null> = {
  none: 1,
  plus25: 1.25,
  plus50: 1.5,
  plus100: 2,
  untimed: null,
};

/** The candidate's practice question: answered in the browser only, never sent or saved. */
export const PRACTICE_QUESTION = {
  id: 'practice',
  text: 'Practice: tell us in a few sentences what you did last weekend.',
  hint: 'This answer is not saved. Try the camera, the microphone and the timer as often as you like.',
  thinkTimeSec: 10,
  answerLimitSec: 60,
  answerMode: 'either',
} as const;

/**
 * What an org's API key may do; a key is refused anything its scopes do not name. Only
 * interviews:read is used by a route yet; the others are granted ahead of their routes.
 */
export const API_KEY_SCOPES = [
  'interviews:read',
  'interviews:write',
  'results:read',
  'webhooks:manage',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What an org's webhook endpoints may subscribe to: thin payloads the API completes. */
export const WEBHOOK_EVENTS = [
  'interview.scheduled',
  'interview.started',
  'interview.completed',
  'interview.cancelled',
  'review.decided',
  'candidate.data_deleted',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event of "Send test event": sent to one endpoint on an owner's request, never subscribed. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
