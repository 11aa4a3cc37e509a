// The Firestore contract: for every collection its path builder, the schema of what its documents
// store, and a converter. Paths are plain strings, so both SDKs take them: the admin SDK as
// `db.collection(path)` / `db.doc(path)`, the web SDK as `collection(firestore, path)` /
// `doc(firestore, path)`. Nothing here imports Firebase: Timestamps, byte fields and server-set
// values are recognised by their shape.
import {
  ACCESS_REQUEST_STATUSES,
  API_KEY_SCOPES,
  ANSWER_MODES,
  EXTRA_TIME_OPTIONS,
  FOLLOW_UP_DECISION_REASONS,
  INTERVIEW_LEVELS,
  INTERVIEW_STATUSES,
  INTERVIEW_TYPES,
  ORG_ROLES,
  RECORDING_MODES,
  REVIEW_DECISIONS,
  ROLES,
  WEBHOOK_EVENTS,
} from '../constants/domain';
import { answerInsightsSchema } from '../schemas/insights';
import { z } from '../schemas/zod';

/** What both SDKs' Timestamps have in common. */
export interface TimestampLike {
  readonly seconds: number;
  readonly nanoseconds: number;
  toMillis(): number;
  toDate(): Date;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const isTimestamp = (value: unknown): value is TimestampLike =>
  isObject(value) &&
  typeof value.seconds === 'number' &&
  typeof value.nanoseconds === 'number' &&
  typeof value.toMillis === 'function';

/**
 * A value the server fills in at commit (serverTimestamp(), increment(), arrayUnion() ...): the
 * admin SDK's sentinels expose `methodName`, the web SDK's `_methodName`. Only writes carry them.
 */
export const isServerValue = (value: unknown): boolean =>
  isObject(value) &&
  (typeof value.methodName === 'string' || typeof value._methodName === 'string');

/** A stored Timestamp; in a write also serverTimestamp(), which becomes one on commit. */
const timestamp = z.custom<TimestampLike>(
  (value) => isTimestamp(value) || isServerValue(value),
  'Expected a Firestore Timestamp',
);

const count = z.number().int();
const orgRole = z.enum(ORG_ROLES);

// Both SDKs' DocumentData: their update() typing needs `any` fields, `unknown` ones refuse updates.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type StoredData = { [field: string]: any };

/**
 * A converter both SDKs accept (`ref.withConverter(converter)`): reads are parsed with the schema,
 * so a document that does not match fails loudly where it is read; writes are checked with it too
 * (a merge only for the fields it sets) and stored as given.
 */
export interface DocumentConverter<T> {
  /** `data` may hold server-set values (serverTimestamp(), increment() ...) for any field. */
  toFirestore(data: T, options?: object): StoredData;
  fromFirestore(snapshot: { data(): unknown }): T;
}

function converterFor<S extends z.ZodObject>(schema: S): DocumentConverter<z.output<S>> {
  const partial = schema.partial();
  return {
    toFirestore(data, options) {
      const record = data as unknown as StoredData;
      if (options) {
        // A merge may set any subset of fields, and counters by increment().
        partial.parse(
          Object.fromEntries(Object.entries(record).filter(([, value]) => !isServerValue(value))),
        );
      } else schema.parse(record);
      return record;
    },
    fromFirestore: (snapshot) => schema.parse(snapshot.data()),
  };
}

/** One path segment: an id may not be empty or contain '/', which would address another document. */
function segment(id: string): string {
  if (!id || id.includes('/')) throw new Error(`Invalid Firestore id: ${JSON.stringify(id)}`);
  return id;
}

/**
 * A collection whose path takes the ids of its parent documents (none for a top-level one):
 * `path(...parents)` is the collection, `doc(...parents, id)` one of its documents.
 */
function defineCollection<P extends string[], S extends z.ZodObject>(
  collectionPath: (...parents: P) => string,
  schema: S,
) {
  return {
    path: (...parents: P) => collectionPath(...(parents.map(segment) as P)),
    doc: (...ids: [...P, string]) => {
      const parents = ids.slice(0, -1) as P;
      return `${collectionPath(...(parents.map(segment) as P))}/${segment(ids[ids.length - 1])}`;
    },
    schema,
    converter: converterFor(schema),
  };
}

/** A single document at a fixed place (given its parents' ids). */
function defineDocument<P extends string[], S extends z.ZodObject>(
  documentPath: (...parents: P) => string,
  schema: S,
) {
  return {
    doc: (...parents: P) => documentPath(...(parents.map(segment) as P)),
    schema,
    converter: converterFor(schema),
  };
}

// ---- Accounts and teams ----

const userSchema = z.object({
  email: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  orgId: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const orgSchema = z.object({
  name: z.string(),
  /** The company's normalised website domain, also the org's id. */
  domain: z.string(),
  memberCount: count,
  ownerCount: count,
  createdAt: timestamp,
  /** When a member last left (removed, or deleted their account): the cut-off of link rotation. */
  lastMemberLeftAt: timestamp.optional(),
  /** Set by owners; absent means the defaults. */
  settings: z
    .object({
      /** Mail the staff member who scheduled an interview when its candidate completes it. */
      notifyOnComplete: z.boolean(),
      /** Camera and microphone, or the microphone only (new interviews take it when scheduled). */
      recordingMode: z.enum(RECORDING_MODES),
      /** Candidate data is deleted this many days after an interview is completed or cancelled. */
      retentionDays: count,
      /** A candidate link stops working this many days after the interview's time. */
      linkExpiryDays: count,
      /** Reviewers get AI-assist suggestions on answers (new interviews take it when scheduled). */
      aiAssist: z.boolean(),
      /** Candidates may be asked follow-up questions (new interviews take it when scheduled). */
      followUps: z.boolean(),
      /** Reviewers may send a candidate feedback after a decision (a person writes and sends it). */
      candidateFeedback: z.boolean(),
      /** The message a reviewer starts from after each decision, as the org wrote it. */
      feedbackTemplates: z.object({ advance: z.string(), hold: z.string(), reject: z.string() }),
    })
    .partial()
    .optional(),
});

const memberSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: orgRole,
  since: timestamp,
  /** The inviter's name, null for an org's first owner and accounts made by the CLI. */
  invitedBy: z.string().nullable(),
  /** The inviter's uid, so their name can be removed when they delete their account. */
  invitedByUid: z.string().nullable().optional(),
});

const invitationSchema = z.object({
  email: z.string(),
  role: orgRole,
  outsideDomain: z.boolean(),
  /** The current send: its registration token carries the same value. */
  sendId: z.string(),
  sentAt: timestamp,
  expiresAt: timestamp,
  invitedByUid: z.string(),
  invitedByName: z.string(),
});

const registrationTokenSchema = z.object({
  email: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  orgRole,
  /** The approved access request's id; null on a teammate's invitation. */
  requestId: z.string().nullable(),
  invitationId: z.string().optional(),
  sendId: z.string().optional(),
  invitedByName: z.string().optional(),
  /** The owner who sent the invitation: it is void once they are no longer an owner. */
  invitedByUid: z.string().optional(),
  createdAt: timestamp,
  expiresAt: timestamp,
  usedAt: timestamp.nullable(),
  usedBy: z.string().nullable(),
});

const registrationLeaseSchema = z.object({ expiresAt: timestamp });

const emailVerificationSchema = z.object({
  uid: z.string(),
  email: z.string(),
  createdAt: timestamp,
  expiresAt: timestamp,
  usedAt: timestamp.nullable(),
});

/**
 * An org's API key, for its applicant tracking system. The secret itself is never stored: only its
 * sha256 (compared in constant time) and a short prefix the Integrations screen shows. A revoked
 * key stays listed, with when and by whom; it is refused from its next call on.
 */
const apiKeySchema = z.object({
  /** The document's own id, also in the secret: the key's one lookup (a collection-group query). */
  keyId: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** sha256 (hex) of the whole secret. */
  secretSha256: z.string(),
  /** The secret's first characters, to tell keys apart (never enough to use one). */
  prefix: z.string(),
  createdByUid: z.string(),
  createdByName: z.string(),
  createdAt: timestamp,
  /** Written at most once a minute, so a burst of calls does not queue writes here. */
  lastUsedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
  revokedByUid: z.string().nullable(),
});

/**
 * A create made with an API key and an Idempotency-Key: a retry with the same key and body answers
 * the same interview; another body, 409. Kept IDEMPOTENCY_KEY_TTL_MS (then a TTL policy deletes it).
 */
const idempotencyRecordSchema = z.object({
  /** sha256 (hex) of the request body, its object keys sorted. */
  requestSha256: z.string(),
  interviewId: z.string(),
  createdAt: timestamp,
  expiresAt: timestamp,
});

/**
 * An org's webhook endpoint. Its signing secret is kept readable here because every delivery is
 * signed with it; no client reads this collection (rules deny it) and no answer carries the secret
 * after the one that created it.
 */
const webhookEndpointSchema = z.object({
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Why it is off: an owner switched it off, or failed deliveries did; null while on. */
  disabledReason: z.enum(['owner', 'failures']).nullable(),
  /** `whsec_` and base64 of 32 random bytes (the Standard Webhooks secret format). */
  secret: z.string(),
  /** Failed attempts since the last success; at WEBHOOK_DISABLE_AFTER_FAILURES it is switched off. */
  consecutiveFailures: count,
  createdByUid: z.string(),
  createdByName: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/**
 * The states of every outbox document (a webhook delivery, an Ashby update, a mail): queued, held
 * by one attempt, sent, waiting for a retry, given up.
 */
const OUTBOX_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'FAILED'] as const;

/**
 * One message to one endpoint: the outbox the `sendWebhook` trigger and the `retryWebhooks` job
 * drain, and the endpoint's delivery log. The body is kept exactly as signed (ids and times only).
 */
const webhookDeliverySchema = z.object({
  orgId: z.string(),
  endpointId: z.string(),
  /** `webhook-id`: the same for every attempt and every "send again" of one message. */
  messageId: z.string(),
  eventType: z.string(),
  /** The JSON body, as sent. */
  payload: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: count,
  nextAttemptAt: timestamp.nullable(),
  leaseExpireTime: timestamp.nullable(),
  lastAttemptAt: timestamp.nullable(),
  /** The receiver's HTTP status of the last attempt; null when none came (timeout, refused). */
  responseStatus: z.number().int().nullable(),
  durationMs: count.nullable(),
  error: z.string().nullable(),
  createdAt: timestamp,
  /** A TTL policy deletes the delivery then (WEBHOOK_DELIVERY_KEPT_MS after createdAt). */
  expiresAt: timestamp,
});

/**
 * Greenhouse's report of an answer of HiQ's it found malformed, for HiQ's engineers (server only).
 * The candidate's email Greenhouse may add is not kept.
 */
const atsErrorReportSchema = z.object({
  orgId: z.string(),
  partner: z.enum(['greenhouse']),
  /** The call whose answer was malformed (e.g. `test_status`). */
  apiCall: z.string(),
  errors: z.array(z.string()),
  partnerTestId: z.string().nullable(),
  partnerTestName: z.string().nullable(),
  partnerInterviewId: z.string().nullable(),
  /** The API key the report came with. */
  keyId: z.string(),
  receivedAt: timestamp,
  /** A TTL policy deletes the report then (ATS_ERROR_REPORT_KEPT_MS after receivedAt). */
  expireAt: timestamp,
});

// ---- Ashby (the Assessments Partner API's way back) ----

/** An org's Ashby API key: read by the server only (no client ever gets more than its last 4). */
const ashbyConnectionSchema = z.object({
  apiKey: z.string(),
  last4: z.string(),
  updatedAt: timestamp,
  updatedByUid: z.string(),
});

/** An interview Ashby started: its changes are reported to Ashby. */
const ashbyAssessmentSchema = z.object({ orgId: z.string(), createdAt: timestamp });

/** One assessment.update call to Ashby, tried until it succeeds or runs out of attempts. */
const ashbyUpdateSchema = z.object({
  orgId: z.string(),
  interviewId: z.string(),
  /** The JSON body, as sent. */
  payload: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: count,
  nextAttemptAt: timestamp.nullable(),
  leaseExpireTime: timestamp.nullable(),
  lastAttemptAt: timestamp.nullable(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: timestamp,
});
export type AshbyUpdateDoc = z.infer<typeof ashbyUpdateSchema>;

// ---- Access requests ----

const accessRequestSchema = z.object({
  workDomain: z.string(),
  email: z.string(),
  teamSize: z.number().nullable(),
  message: z.string().nullable(),
  /**
   * 'unconfirmed' until the requester opens the link mailed to them (then 'pending'): the admin's
   * list and the one-pending-request rule see confirmed requests only.
   */
  status: z.enum(['unconfirmed', ...ACCESS_REQUEST_STATUSES]),
  /** sha256 of the confirmation link's token (kept: opening the link again answers the same). */
  confirmTokenHash: z.string().nullable().optional(),
  confirmedAt: timestamp.nullable().optional(),
  /** An unconfirmed request's end (a TTL policy deletes it); null once confirmed. */
  expiresAt: timestamp.nullable().optional(),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
  decidedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  orgId: z.string().nullable(),
  /** Set on approval: the domain already had an org, so no membership was granted. */
  existingOrg: z.boolean().optional(),
});

const accessRequestLockSchema = z.object({
  email: z.string(),
  requestId: z.string(),
  createdAt: timestamp,
});

const captchaSchema = z.object({
  answer: z.string(),
  attempts: count,
  verifiedAt: timestamp.nullable(),
  usedAt: timestamp.nullable(),
  expiresAt: timestamp,
  createdAt: timestamp,
  /** Signs the next attempt's proof of work; null once verified. */
  powSecret: z.string().nullable().optional(),
});

// ---- Interviews ----

/** How a question is timed and answered (as written in its set, before any extra time). */
const questionSettingsFields = {
  thinkTimeSec: count,
  /** null: no limit. */
  answerLimitSec: count.nullable(),
  retakes: count,
  answerMode: z.enum(ANSWER_MODES),
};

/**
 * A rubric point's follow-up question, asked when an answer gives no evidence for the point and
 * `askIfMissing` is set.
 */
const probeSchema = z.object({ prompt: z.string().min(1), askIfMissing: z.boolean() });

/** A question of an org's set. */
const setQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  hint: z.string().nullable(),
  /** Key points a good answer covers (reviewers see them; candidates never do). */
  rubric: z.array(z.string()),
  /** Each rubric point's follow-up, by position (absent: none, as on sets made before them). */
  probes: z.array(probeSchema.nullable()).optional(),
  ...questionSettingsFields,
});

const questionSetSchema = z.object({
  name: z.string(),
  description: z.string(),
  questions: z.array(setQuestionSchema),
  /** Follow-ups per question at most (absent: FOLLOW_UPS_PER_QUESTION_DEFAULT). */
  followUpsPerQuestion: count.optional(),
  questionCount: count,
  /** Archived sets cannot be chosen or edited; interviews already scheduled keep their snapshot. */
  archived: z.boolean(),
  createdBy: z.string(),
  createdByName: z.string(),
  /** Who changed it last (absent on sets last changed before it was recorded). */
  updatedBy: z.string().optional(),
  updatedByName: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/**
 * A question as an interview snapshotted it when it was scheduled. Interviews scheduled before
 * question sets have no rubric and no settings: they behave as LEGACY_QUESTION_SETTINGS.
 */
const interviewQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  hint: z.string().optional(),
  rubric: z.array(z.string()).optional(),
  /** Its rubric points' follow-ups, by position (absent: none). */
  probes: z.array(probeSchema.nullable()).optional(),
  /** Follow-ups this question may ask at most (absent: none). */
  maxFollowUps: count.optional(),
  ...z.object(questionSettingsFields).partial().shape,
});

/**
 * A follow-up question asked during the interview: it comes right after its parent question (and
 * the parent's earlier follow-ups) and is answered like any question (attempt, answer, recording
 * under its id), with its own limits before extra time and no retake.
 */
const askedFollowUpSchema = z.object({
  /** followUpId(parent position, n). */
  id: z.string(),
  parentId: z.string(),
  /** The rubric point it asks about: its position and text when asked. */
  point: count,
  pointText: z.string(),
  prompt: z.string(),
  /** The answer whose save asked it (the parent, or the parent's previous follow-up). */
  askedAfter: z.string(),
  askedAt: timestamp,
  thinkTimeSec: count,
  answerLimitSec: count,
  answerMode: z.enum(ANSWER_MODES),
});

/**
 * Why a saved answer did or did not lead to a follow-up, kept with the answer for audit: the
 * engine, the answer it read (sha256 of the text read: the parent's answer and its follow-ups'),
 * each askable point's finding and the outcome.
 */
const followUpDecisionSchema = z.object({
  asked: z.boolean(),
  reason: z.enum(FOLLOW_UP_DECISION_REASONS),
  /** The follow-up asked (its id), and the point it asks about. */
  followUpId: z.string().optional(),
  point: count.optional(),
  engineVersion: z.string(),
  answerSha256: z.string(),
  /** The positions of the points that could be asked about and had no evidence. */
  missingPoints: z.array(count),
  decidedAt: timestamp,
});

const interviewSchema = z.object({
  orgId: z.string(),
  orgName: z.string(),
  candidateName: z.string(),
  candidateEmail: z.string(),
  type: z.enum(INTERVIEW_TYPES),
  level: z.enum(INTERVIEW_LEVELS),
  /** ISO-8601 UTC: the moment of the interview. */
  date: z.string(),
  /** The form's value, kept as sent (display only). */
  scheduledTime: z.string(),
  sortKeys: z.object({ candidate: z.string(), level: z.number() }),
  status: z.enum(INTERVIEW_STATUSES),
  /** The candidate's link token; never the document id. */
  sessionId: z.string(),
  /** When the link was replaced (a teammate who had seen it left); absent: issued at createdAt. */
  sessionIssuedAt: timestamp.optional(),
  questions: z.array(interviewQuestionSchema),
  /**
   * Follow-ups the interview may ask in all, from the org's setting when scheduled (absent or 0:
   * none, as on interviews scheduled before follow-ups).
   */
  maxFollowUps: count.optional(),
  /** The follow-ups asked so far, in the order asked. */
  followUps: z.array(askedFollowUpSchema).optional(),
  /** The set the questions were copied from, and its name then (absent on older interviews). */
  questionSetId: z.string().optional(),
  questionSetName: z.string().optional(),
  /** The candidate's accommodation: every limit scaled (absent: none). */
  extraTime: z.enum(EXTRA_TIME_OPTIONS).optional(),
  /** What the candidate is recorded with, from the org's setting when scheduled (absent: video). */
  recordingMode: z.enum(RECORDING_MODES).optional(),
  /**
   * Days the candidate's data is kept after the interview ends, from the org's setting when
   * scheduled, or a shorter one the org set later: what the candidate is told and what is
   * enforced (absent: RECORDING_RETENTION_DAYS).
   */
  retentionDays: count.optional(),
  /**
   * Whether answers get AI-assist suggestions, from the org's setting when scheduled: the
   * candidate's consent text says so. Absent: not analysed (its candidate was never told).
   */
  aiAssist: z.boolean().optional(),
  /** The candidate's link stops working at this moment (absent: LINK_EXPIRY_DAYS after `date`). */
  linkExpiresAt: timestamp.optional(),
  /**
   * When the candidate's recordings, transcripts and AI notes are deleted: set when it is scheduled
   * (from the link's expiry), moved when it ends.
   */
  purgeAt: timestamp.optional(),
  /** When they were deleted: by retention, or erased on an owner's request. */
  purgedAt: timestamp.optional(),
  /** Set when an owner erased the candidate's data: the interview keeps no name or address. */
  erasedAt: timestamp.optional(),
  /** When the candidate agreed to the recording notice. */
  consentedAt: timestamp.optional(),
  /**
   * The candidate's requests for another format or an adjustment, oldest first (absent: none).
   * Their words are candidate data: retention and erasure delete them.
   */
  adjustmentRequests: z.array(z.object({ message: z.string(), requestedAt: timestamp })).optional(),
  /**
   * The feedback a reviewer sent the candidate (at most once). Its words live only in the mail,
   * which erasure deletes; this keeps who sent it and when.
   */
  candidateFeedback: z
    .object({ sentAt: timestamp, sentBy: z.string(), sentByName: z.string() })
    .optional(),
  /** Reminder mails already queued for the candidate. */
  remindersSent: z
    .object({ dayBefore: timestamp.optional(), atTime: timestamp.optional() })
    .optional(),
  /** The member who scheduled it; for one scheduled with an API key, the key's creator. */
  createdBy: z.string(),
  /** The API key (its keyId) it was scheduled with through the public API (absent: by staff). */
  createdByApiKey: z.string().optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
  completedAt: timestamp.optional(),
  cancelledAt: timestamp.optional(),
  /** The member who cancelled it; when cancelled with an API key, the key's creator. */
  cancelledBy: z.string().optional(),
  /** The API key it was cancelled with through the public API (absent: by staff). */
  cancelledByApiKey: z.string().optional(),
});

/**
 * One recognised phrase: its text, where it is in the take's recording (ms), and how sure the
 * speech service was of it (0–1; absent on answers saved before it was kept: taken as sure).
 */
const transcriptSegmentSchema = z.object({
  text: z.string(),
  offsetMs: count,
  durationMs: count,
  confidence: z.number().min(0).max(1).optional(),
});

const answerSchema = z.object({
  questionId: z.string(),
  transcript: z.string(),
  savedAt: timestamp,
  /** Which take was kept (1 = the first; 2 = after one retake). Absent on older answers. */
  take: count.optional(),
  /** The server's clock: when answering began and when the answer was saved. */
  startedAt: timestamp.optional(),
  /** The recognised phrases with their time in the recording (absent for typed answers). */
  segments: z.array(transcriptSegmentSchema).optional(),
  /** Whether saving it asked a follow-up, and why (absent where follow-ups were never on). */
  followUpDecision: followUpDecisionSchema.optional(),
});

/**
 * The assistant's suggestions on one answer (coverage, summary, delivery; every claim with its
 * passage), for the answer's text as saved: recomputed when a retake or a later save changes it.
 */
const insightSchema = answerInsightsSchema.extend({
  questionId: z.string(),
  /** The answer's take they were computed for (null: an answer saved without takes). */
  take: count.nullable(),
  /** sha256 of the transcript they were computed from: the same text is not analysed twice. */
  transcriptSha256: z.string(),
  computedAt: timestamp,
  /** Why the engine named is not the one configured (a fallback), when it is not. */
  note: z.string().optional(),
  /**
   * The version of the engine configured when they were computed (the model's name, or the local
   * engine's version): once another is configured they are recomputed. It differs from
   * engine.version when the model failed and the local engine answered; such a fallback is not
   * retried until the answer or the configured engine changes. Absent on insights computed before
   * it was recorded (read as engine.version).
   */
  engineVersion: z.string().min(1).optional(),
});

/**
 * The server's record of one question's current take: the clock every limit is checked against.
 * A retake replaces it (take + 1, a new takeId, the clock restarted).
 */
const attemptSchema = z.object({
  questionId: z.string(),
  /** 1 for the first take. */
  take: count,
  /** The recording id the take's audio chunks must carry. */
  takeId: z.string(),
  /** When the question was shown: think time counts from here. */
  shownAt: timestamp,
  /** When answering began (the end of think time at the latest); null while thinking. */
  startedAt: timestamp.nullable(),
  /** startedAt + the answer limit (scaled by extra time); null without a limit. */
  deadlineAt: timestamp.nullable(),
  /** When the answer was saved; the question is then over. */
  endedAt: timestamp.nullable(),
  retakesUsed: count,
});

/**
 * An answer's recording: its bytes are objects in Cloud Storage (one per chunk of the current
 * take); this document is their index, so a byte range maps to the objects that hold it.
 */
const recordingSchema = z.object({
  questionId: z.string(),
  mimeType: z.string(),
  /** 'video' when the take has a video track. Absent on audio recorded before video. */
  kind: z.enum(RECORDING_MODES).optional(),
  /** The current recording of the answer; the first chunk of a new take replaces the old one. */
  take: z.string().optional(),
  replacedTakes: z.array(z.string()).optional(),
  /** seq → stored bytes of the current take's chunks. */
  chunkBytes: z.record(z.string(), count).optional(),
  /**
   * seq → the version in its object's name (`{seq}.{version}`: every upload is its own object);
   * a seq without one is the object `{seq}`, as stored before versions.
   */
  chunkVersions: z.record(z.string(), z.string()).optional(),
  /** The sum of chunkBytes. */
  bytes: count.optional(),
  /**
   * A seekable header (Duration, Cues) built for the first `chunks` chunks of the take: served in
   * place of the first `replaces` bytes of chunk 0. Rebuilt when more chunks arrived.
   */
  head: z
    .object({ object: z.string(), bytes: count, replaces: count, chunks: count, durationMs: count })
    .optional(),
  /**
   * No seekable header can be built for the first `chunks` chunks of the take (not WebM that can
   * be read): they are served as stored and not parsed again until more chunks arrive.
   */
  headFailed: z.object({ chunks: count }).optional(),
  updatedAt: timestamp,
});

/** A reviewer's short-lived grant to stream one interview's recordings (id: sha256 of the token). */
/** One line of an org's audit trail: what happened to which record, by whom; no personal data. */
const auditEntrySchema = z.object({
  action: z.enum(['candidate-data-erased', 'candidate-data-purged']),
  interviewId: z.string(),
  /** The member who asked; null for the retention job. */
  byUid: z.string().nullable(),
  at: timestamp,
});

const playbackGrantSchema = z.object({
  /** The member who asked; for a grant given to an API key, the key's creator. */
  uid: z.string(),
  /**
   * The API key (its keyId) the grant was given to with an interview's results (absent: a
   * member's). It holds while the key is not revoked and keeps the results:read scope.
   */
  apiKeyId: z.string().optional(),
  orgId: z.string(),
  interviewId: z.string(),
  expiresAt: timestamp,
});

const reviewSchema = z.object({
  reviewerUid: z.string(),
  reviewerName: z.string(),
  reviewerEmail: z.string(),
  /** questionId → 1..5 */
  ratings: z.record(z.string(), z.number()),
  /** questionId → text; empty comments are not stored. */
  comments: z.record(z.string(), z.string()),
  decision: z.enum(REVIEW_DECISIONS).nullable(),
  note: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/**
 * A completed interview shared with someone outside the team, who opens it with a one-time code
 * mailed to them. Read and written only through the API.
 */
const shareSchema = z.object({
  orgId: z.string(),
  /**
   * The interviews shared (a shortlist of 1 to 10), in the page's order; queried with
   * array-contains by the review screen and by erasure.
   */
  interviewIds: z.array(z.string()).default([]),
  /** Per interview, the questions shown, in that interview's order. */
  questionsOf: z.record(z.string(), z.array(z.string())).default({}),
  /**
   * Shares made before shortlists held one interview here, with its questions in `questionIds`;
   * `shortlistOf` reads them as a shortlist of one.
   */
  interviewId: z.string().optional(),
  questionIds: z.array(z.string()).optional(),
  /** The staff member who shared it, and the address their mails go to. */
  createdBy: z.string(),
  createdByEmail: z.string(),
  recipientEmail: z.string(),
  /** The candidate's name and address appear nowhere on the shared page ("Candidate A"). */
  hideCandidate: z.boolean(),
  includeAiNotes: z.boolean(),
  message: z.string().nullable(),
  /** Views of the page allowed in all (null: any number until it expires). */
  viewCap: count.nullable(),
  views: count,
  expiresAt: timestamp,
  /** The code last mailed (until it is used): a hash of it with the share id, and its expiry. */
  code: z.object({ hash: z.string(), expiresAt: timestamp }).optional(),
  /** Wrong codes entered, whichever code was mailed: the share locks at SHARE_LIMITS.codeMaxTries. */
  wrongTries: count,
  firstOpenedAt: timestamp.optional(),
  lastOpenedAt: timestamp.optional(),
  feedbackAt: timestamp.optional(),
  revokedAt: timestamp.optional(),
  revokedBy: z.string().optional(),
  /** Locked after too many wrong codes: ended like a revoke. */
  lockedAt: timestamp.optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A browser that entered a share's code (id: sha256 of its viewer token). */
const shareViewerSchema = z.object({ createdAt: timestamp, expiresAt: timestamp });

/**
 * A viewer's short-lived grant to stream a share's recordings, of any interview the share still
 * holds (id: sha256 of the token).
 */
const shareGrantSchema = z.object({ expiresAt: timestamp });

/** An outside reviewer's feedback on one interview of a share (id: the share's id). */
const externalFeedbackSchema = z.object({
  shareId: z.string(),
  reviewerEmail: z.string(),
  /** questionId → 1..5 */
  ratings: z.record(z.string(), z.number()),
  recommendation: z.enum(REVIEW_DECISIONS),
  comment: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** Kept by increments, so a status no interview has had yet is absent: it counts as 0. */
const interviewCountersSchema = z.object({
  total: count.default(0),
  scheduled: count.default(0),
  completed: count.default(0),
  cancelled: count.default(0),
  updatedAt: timestamp,
});

const processedEventSchema = z.object({ at: timestamp, expireAt: timestamp });

// ---- Infrastructure ----

const mailSchema = z.object({
  to: z.string(),
  message: z.object({
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    attachments: z.array(
      z.object({ filename: z.string(), content: z.string(), contentType: z.string() }),
    ),
  }),
  delivery: z.object({
    state: z.enum(OUTBOX_STATES),
    attempts: count,
    error: z.string().nullable(),
    lastError: z.string().nullable().optional(),
    startTime: timestamp.nullable().optional(),
    endTime: timestamp.nullable().optional(),
    leaseExpireTime: timestamp.nullable().optional(),
    nextAttemptAt: timestamp.nullable().optional(),
    messageId: z.string().nullable().optional(),
  }),
  createdAt: timestamp,
  /**
   * Whom the mail concerns beyond its addressee (`mailAbout`): an erasure or an account deletion
   * finds it by these, since its text may name them.
   */
  about: z.array(z.string()).optional(),
});

const rateLimitHitSchema = z.object({
  name: z.string(),
  at: timestamp,
  expiresAt: timestamp,
});

/** Never written by the app: a window's document exists only as the parent of its hits. */
const noFields = z.object({});

export const collections = {
  users: defineCollection(() => 'users', userSchema),
  orgs: defineCollection(() => 'orgs', orgSchema),
  members: defineCollection((orgId: string) => `orgs/${orgId}/members`, memberSchema),
  /**
   * Id: an HMAC of the org and the lower-cased address under a server-side key (one invitation per
   * address and org, and no address can be checked against an id); those sent before the key have
   * sha256 of the address.
   */
  invitations: defineCollection((orgId: string) => `orgs/${orgId}/invitations`, invitationSchema),
  /** Id: the key id its secret carries (`hiq_<keyId>_<random>`). */
  apiKeys: defineCollection((orgId: string) => `orgs/${orgId}/apiKeys`, apiKeySchema),
  /** Id: sha256 of the Idempotency-Key the create was sent with. */
  idempotencyRecords: defineCollection(
    (orgId: string, keyId: string) => `orgs/${orgId}/apiKeys/${keyId}/idempotencyRecords`,
    idempotencyRecordSchema,
  ),
  webhookEndpoints: defineCollection(
    (orgId: string) => `orgs/${orgId}/webhookEndpoints`,
    webhookEndpointSchema,
  ),
  webhookDeliveries: defineCollection(() => 'webhookDeliveries', webhookDeliverySchema),
  atsErrorReports: defineCollection(() => 'atsErrorReports', atsErrorReportSchema),
  /** Id: the org's id. */
  ashbyConnections: defineCollection(() => 'ashbyConnections', ashbyConnectionSchema),
  /** Id: the interview's id (the assessment_id Ashby was given). */
  ashbyAssessments: defineCollection(() => 'ashbyAssessments', ashbyAssessmentSchema),
  ashbyUpdates: defineCollection(() => 'ashbyUpdates', ashbyUpdateSchema),
  /** Id: sha256 of the token in the link. */
  registrationTokens: defineCollection(() => 'registrationTokens', registrationTokenSchema),
  /** Id: sha256 of the token in the link. */
  registrationLeases: defineCollection(() => 'registrationLeases', registrationLeaseSchema),
  /** Id: sha256 of the token in the link. */
  emailVerifications: defineCollection(() => 'emailVerifications', emailVerificationSchema),
  accessRequests: defineCollection(() => 'accessRequests', accessRequestSchema),
  /** Id: sha256 of the email; exists while a request from it is pending. */
  accessRequestLocks: defineCollection(() => 'accessRequestLocks', accessRequestLockSchema),
  captchas: defineCollection(() => 'captchas', captchaSchema),
  interviews: defineCollection(() => 'interviews', interviewSchema),
  /** Id: the question's id. */
  answers: defineCollection(
    (interviewId: string) => `interviews/${interviewId}/answers`,
    answerSchema,
  ),
  /** Id: the question's id. */
  attempts: defineCollection(
    (interviewId: string) => `interviews/${interviewId}/attempts`,
    attemptSchema,
  ),
  /** An org's own question sets (the library's sets are code, not documents). */
  questionSets: defineCollection(
    (orgId: string) => `orgs/${orgId}/questionSets`,
    questionSetSchema,
  ),
  /** Id: the question's id. */
  insights: defineCollection(
    (interviewId: string) => `interviews/${interviewId}/insights`,
    insightSchema,
  ),
  /** Id: the question's id. */
  recordings: defineCollection(
    (interviewId: string) => `interviews/${interviewId}/recordings`,
    recordingSchema,
  ),
  /** Id: sha256 of the grant's token; expired ones are removed by a TTL policy on expiresAt. */
  playbackGrants: defineCollection(() => 'playbackGrants', playbackGrantSchema),
  /** Append-only: what was erased or purged, when, by whom. */
  auditLog: defineCollection((orgId: string) => `orgs/${orgId}/auditLog`, auditEntrySchema),
  /** Id: the reviewer's uid. */
  reviews: defineCollection(
    (interviewId: string) => `interviews/${interviewId}/reviews`,
    reviewSchema,
  ),
  /** Id: a Firestore auto-id, which the shared page's link carries. */
  shares: defineCollection(() => 'shares', shareSchema),
  /** Id: sha256 of the viewer token the browser holds. */
  shareViewers: defineCollection(
    (shareId: string) => `shares/${shareId}/viewers`,
    shareViewerSchema,
  ),
  /** Id: sha256 of the grant's token. */
  shareGrants: defineCollection((shareId: string) => `shares/${shareId}/grants`, shareGrantSchema),
  /** Id: the share's id. */
  externalFeedback: defineCollection(
    (interviewId: string) => `interviews/${interviewId}/externalFeedback`,
    externalFeedbackSchema,
  ),
  /** Counter events already applied to an org's counters (id: the event id). */
  processedEvents: defineCollection(
    (orgId: string) => `orgs/${orgId}/stats/interviews/processedEvents`,
    processedEventSchema,
  ),
  mail: defineCollection(() => 'mail', mailSchema),
  /** Id: sha256 of (limit name, client, window start). */
  rateLimits: defineCollection(() => 'rateLimits', noFields),
  rateLimitHits: defineCollection(
    (windowKey: string) => `rateLimits/${windowKey}/hits`,
    rateLimitHitSchema,
  ),
};

export const documents = {
  /** The dashboard's counters of one org. */
  interviewCounters: defineDocument(
    (orgId: string) => `orgs/${orgId}/stats/interviews`,
    interviewCountersSchema,
  ),
  /** Never written: `GET /api/health` reads it to check that Firestore answers. */
  healthPing: defineDocument(() => 'health/ping', noFields),
};

// What a document of each collection holds once read: the data model, one type per collection.
// Those tagged @public are imported nowhere yet; they stay so that the model is complete.
export type UserDoc = z.output<typeof userSchema>;
export type OrgDoc = z.output<typeof orgSchema>;
export type MemberDoc = z.output<typeof memberSchema>;
export type InvitationDoc = z.output<typeof invitationSchema>;
export type ApiKeyDoc = z.output<typeof apiKeySchema>;
export type IdempotencyRecordDoc = z.output<typeof idempotencyRecordSchema>;
export type WebhookEndpointDoc = z.output<typeof webhookEndpointSchema>;
export type WebhookDeliveryDoc = z.output<typeof webhookDeliverySchema>;
export type OutboxState = (typeof OUTBOX_STATES)[number];
export type WebhookDeliveryState = OutboxState;
export type RegistrationTokenDoc = z.output<typeof registrationTokenSchema>;
/** @public */ export type EmailVerificationDoc = z.output<typeof emailVerificationSchema>;
export type AccessRequestDoc = z.output<typeof accessRequestSchema>;
export type CaptchaDoc = z.output<typeof captchaSchema>;
export type InterviewDoc = z.output<typeof interviewSchema>;
export type InterviewQuestionDoc = z.output<typeof interviewQuestionSchema>;
export type QuestionSetDoc = z.output<typeof questionSetSchema>;
export type SetQuestionDoc = z.output<typeof setQuestionSchema>;
export type AttemptDoc = z.output<typeof attemptSchema>;
export type AnswerDoc = z.output<typeof answerSchema>;
export type RecordingDoc = z.output<typeof recordingSchema>;
export type InsightDoc = z.output<typeof insightSchema>;
export type TranscriptSegment = z.output<typeof transcriptSegmentSchema>;
export type ReviewDoc = z.output<typeof reviewSchema>;
export type ShareDoc = z.output<typeof shareSchema>;
export type ExternalFeedbackDoc = z.output<typeof externalFeedbackSchema>;
export type InterviewCountersDoc = z.output<typeof interviewCountersSchema>;
export type MailDoc = z.output<typeof mailSchema>;
export type MailDeliveryState = OutboxState;
