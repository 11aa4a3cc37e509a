// What the server enforces: lengths, counts, byte caps, lifetimes and how often the jobs run.
// The web's forms check the same figures. Recordings are stored as chunk objects in Cloud
// Storage, with one Firestore index document per answer. Imports nothing.

export const PASSWORD_MIN_LENGTH = 6;
export const CAPTCHA_LENGTH = 6;

/** No look-alikes: no 0/O/o, 1/l/I/i, 2/Z/z, 5/S/s, 8/B, u/v/V/U. */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKLMNPQRTWXYabcdefghjkmnpqrtwxy34679';

/** Attempts are counted; the third failure replaces the captcha. */
export const CAPTCHA_MAX_ATTEMPTS = 3;
export const CAPTCHA_TTL_MS = 10 * 60_000;

/** The longest Additional Message (and rejection reason) accepted, in characters. */
export const ACCESS_MESSAGE_MAX = 2000;
export const REGISTRATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

/** An email-verification link works for 7 days, once. */
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * Speech tokens one candidate link may mint per question of its interview (plus the practice
 * question) in a day: a token lasts 10 minutes, so this covers retakes and reloads, while a link
 * can't mint paid speech sessions without end.
 */
export const SPEECH_TOKENS_PER_QUESTION = 6;
export const SPEECH_TOKEN_WINDOW_MS = 24 * 60 * 60_000;

/** A teammate's invitation link works once and for as long as an approved request's link. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
export const MAX_TRANSCRIPT_LENGTH = 20_000;
export const MAX_QUESTIONS = 100;
/** A candidate's request for another format or an adjustment: its length, and how many per interview. */
export const ADJUSTMENT_MESSAGE_MAX = 1_000;
export const ADJUSTMENT_REQUESTS_MAX = 3;
/** The feedback message a reviewer sends a candidate after a decision. */
export const CANDIDATE_FEEDBACK_MAX = 2000;

/** One uploaded chunk (2 s of 720p video at the top bit rate is about 650 KB). */
export const MAX_MEDIA_CHUNK_BYTES = 2 * 1024 * 1024;

/** An answer's take holds at most this many chunks (an hour at one chunk every 2 s). */
export const MAX_MEDIA_CHUNKS_PER_TAKE = 1_800;
export const MAX_AUDIO_SEQ = MAX_MEDIA_CHUNKS_PER_TAKE - 1;

/** Byte caps per answer (its current take) and per interview (all its answers' current takes). */
export const MAX_ANSWER_MEDIA_BYTES = 60 * 1024 * 1024;
export const MAX_INTERVIEW_MEDIA_BYTES = 600 * 1024 * 1024;

/** Late audio of an interview completed this recently is still accepted. */
export const AUDIO_GRACE_AFTER_COMPLETE_MS = 5 * 60_000;

/** A transcript's timed phrases: at most this many per answer. */
export const MAX_TRANSCRIPT_SEGMENTS = 2_000;

/** A reviewer's playback grant lets the browser's <video> fetch ranges without a bearer header. */
export const PLAYBACK_GRANT_TTL_MS = 30 * 60_000;

/**
 * A playback grant whose holder was confirmed a member is trusted this long without reading the
 * grant and the membership again (a player asks for many ranges in a row): a grant deleted or a
 * holder who left the org is refused at most this long after.
 */
export const PLAYBACK_RECHECK_MS = 3_000;

/**
 * Calls that mail someone in an org's name (schedule, cancel, invite, resend): per signed-in user
 * and per org, per hour. Over either: 429 with the shared too-many-requests message.
 */
export const STAFF_MAIL_LIMITS = {
  perUser: { name: 'staff-mail-user', limit: 60, windowMs: 60 * 60_000 },
  perOrg: { name: 'staff-mail-org', limit: 300, windowMs: 60 * 60_000 },
} as const;
export const REVIEW_TEXT_MAX = 2000;
export const QUESTION_SET_NAME_MAX = 120;
export const QUESTION_SET_DESCRIPTION_MAX = 1_000;
export const QUESTION_SET_MAX_QUESTIONS = 50;
export const QUESTION_TEXT_MAX = 1_000;
export const QUESTION_HINT_MAX = 500;

/** A rubric is a list of key points, one per line in the editor. */
export const RUBRIC_POINT_MAX = 300;
export const RUBRIC_MAX_POINTS = 20;
export const THINK_TIME_MAX_SEC = 300;
export const ANSWER_LIMIT_MIN_SEC = 30;
export const ANSWER_LIMIT_MAX_SEC = 600;
export const RETAKES_MAX = 3;

/**
 * Follow-up questions: one short question about a key point an answer left out, the same for
 * every candidate. At most FOLLOW_UPS_PER_QUESTION_MAX per question (the set's setting, default
 * FOLLOW_UPS_PER_QUESTION_DEFAULT) and FOLLOW_UPS_PER_INTERVIEW per interview; each has its own
 * think time and answer limit (scaled by the candidate's extra time) and no retake.
 */
export const FOLLOW_UP_PROMPT_MAX = 200;
export const FOLLOW_UPS_PER_QUESTION_MAX = 2;
export const FOLLOW_UPS_PER_QUESTION_DEFAULT = 1;
export const FOLLOW_UPS_PER_INTERVIEW = 3;
export const FOLLOW_UP_THINK_TIME_SEC = 10;
export const FOLLOW_UP_ANSWER_LIMIT_SEC = 90;

/**
 * An answer (or a recording chunk) is still accepted this long after its limit: the last chunk
 * and the save are in flight when the countdown reaches zero.
 */
export const ANSWER_LIMIT_GRACE_MS = 15_000;

/**
 * How long recordings, transcripts and AI notes are kept after an interview is completed or
 * cancelled, unless the org sets its own; the candidate is told the org's figure before consenting.
 */
export const RECORDING_RETENTION_DAYS = 365;
export const RETENTION_DAYS_RANGE = { min: 7, max: 3_650 } as const;

/** How often the retention job looks for candidate data whose time has come. */
export const RETENTION_SCHEDULE = 'every 24 hours';

/** A candidate's link stops working this many days after the interview's time, unless the org sets its own. */
export const LINK_EXPIRY_DAYS = 14;
export const LINK_EXPIRY_DAYS_RANGE = { min: 1, max: 90 } as const;

/** The candidate's reminder mail goes this long before the interview's time. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/** How often the reminder job runs (a Cloud Scheduler expression). */
export const REMINDER_SCHEDULE = 'every 15 minutes';

/** An API key's name, as the Integrations screen shows it. */
export const API_KEY_NAME_MAX = 60;
/** Requests one API key may make per window (a minute): more answer 429 until the next window. */
export const API_KEY_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;
/** A key's last use is written at most this often, so a burst does not queue writes on one document. */
export const API_KEY_LAST_USED_EVERY_MS = 60_000;
/** Public API lists: items per page when the caller names none, and the most it may ask for. */
export const V1_PAGE_DEFAULT = 25;
export const V1_PAGE_MAX = 100;
/**
 * POST /api/v1/interviews: an `Idempotency-Key` is 1 to this many printable ASCII characters, and a
 * retry with it (per API key) answers what the first call made for this long.
 */
export const IDEMPOTENCY_KEY_MAX = 255;
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

/** Sharing a completed interview with someone outside the team (a hiring manager without an account). */
export const SHARE_LIMITS = {
  /** Days a share's link works when the sender does not choose. */
  defaultExpiryDays: 7,
  /** The longest a share may be open. */
  maxExpiryDays: 30,
  /** The largest view cap a sender may set (no cap: unlimited views until expiry). */
  maxViewCap: 1_000,
  /** The sender's note to the recipient, in the share mail. */
  messageMax: 2_000,
  /** The feedback form's comment. */
  commentMax: 2_000,
  /** Interviews one share (a shortlist) may hold. */
  maxInterviews: 10,
  /** The one-time code: digits, how long it works, wrong tries before the share locks. */
  codeDigits: 6,
  codeTtlMs: 10 * 60_000,
  codeMaxTries: 5,
} as const;

/**
 * Code mails: per share (a flood at one recipient) and per client address (a flood across shares).
 */
export const SHARE_CODE_LIMITS = {
  perShare: { name: 'share-code-share', limit: 5, windowMs: 60 * 60_000 },
  perClient: { name: 'share-code-client', limit: 30, windowMs: 60 * 60_000 },
} as const;

/** Webhook endpoints an org may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** A receiver answers within this or the attempt fails. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * Wait before each retry of a failed delivery (the Standard Webhooks schedule): 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h, about 27.6 hours in all; after the last one it has failed.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3600_000,
  5 * 3600_000,
  10 * 3600_000,
  10 * 3600_000,
] as const;
/** Failed attempts in a row (across deliveries) that switch an endpoint off and mail the owners. */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 20;
/**
 * A delivery (its log row and the body it carried) is deleted this long after it was queued, by
 * a TTL policy on `expiresAt`; its retries end long before.
 */
export const WEBHOOK_DELIVERY_KEPT_MS = 30 * 24 * 3600_000;
/**
 * Greenhouse's report of an answer it found malformed is kept this long for HiQ's engineers, then
 * deleted by a TTL policy on `expireAt`.
 */
export const ATS_ERROR_REPORT_KEPT_MS = 30 * 24 * 3600_000;
/** The delivery log shows an endpoint's latest deliveries, this many. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;
