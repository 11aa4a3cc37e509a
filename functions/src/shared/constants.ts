// Business constants and limits, shared by web and functions. Imports nothing.

export const API_TIMEOUT_MS = 60_000;
export const PASSWORD_MIN_LENGTH = 6;

export const CAPTCHA_LENGTH = 6;
/** No look-alikes: no 0/O/o, 1/l/I/i, 2/Z/z, 5/S/s, 8/B, u/v/V/U. */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKLMNPQRTWXYabcdefghjkmnpqrtwxy34679';
/** Attempts are counted; the third failure replaces the captcha. */
export const CAPTCHA_MAX_ATTEMPTS = 3;
export const CAPTCHA_TTL_MS = 10 * 60_000;

/** Where 'contact support' links point. */
export const SUPPORT_EMAIL = 'support@hiq.test';

export const INTERVIEW_TYPES = ['technical', 'behavioral', 'system-design'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];
export const INTERVIEW_LEVELS = ['junior', 'mid', 'senior'] as const;
export type InterviewLevel = (typeof INTERVIEW_LEVELS)[number];
export const INTERVIEW_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const DEFAULT_INTERVIEW_TYPE: InterviewType = 'technical';
export const DEFAULT_INTERVIEW_LEVEL: InterviewLevel = 'mid';

export const INTERVIEW_TYPE_LABELS: Record<InterviewType, string> = {
  technical: 'Technical',
  behavioral: 'Behavioral',
  'system-design': 'System Design',
};
export const INTERVIEW_LEVEL_LABELS: Record<InterviewLevel, string> = {
  junior: 'Junior',
  mid: 'Mid',
  senior: 'Senior',
};

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];
export const DEFAULT_ACCESS_REQUEST_FILTER: AccessRequestStatus = 'pending';

/** The longest Additional Message (and rejection reason) accepted, in characters. */
export const ACCESS_MESSAGE_MAX = 2000;

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

export const REGISTRATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
export const EMAIL_VERIFY_REDIRECT_MS = 3_000;
/** An email-verification link works for 7 days, once. */
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60_000;

export const CAMERA_CONSTRAINTS = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 15 },
};
export const AUDIO_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  sampleRate: 44_100,
};
export const AUDIO_LEVEL_INTERVAL_MS = 100;
export const AUDIO_LEVEL_MAX = 255;
export const SPEAK_LOUDER_BELOW = 50;
export const SPEECH_LANGUAGE = 'en-US';
/**
 * Speech tokens one candidate link may mint per question of its interview (plus the practice
 * question) in a day: a token lasts 10 minutes, so this covers retakes and reloads, while a link
 * can't mint paid speech sessions without end.
 */
export const SPEECH_TOKENS_PER_QUESTION = 6;
export const SPEECH_TOKEN_WINDOW_MS = 24 * 60 * 60_000;
export const SPEECH_REGION = 'eastus';
export const QUESTION_AREA_MAX_HEIGHT = 500;

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
/** A teammate's invitation link works once and for as long as an approved request's link. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** Candidate session links: 128 random bits, base64url (22 characters). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/**
 * The ids documents are addressed by in the API: Firestore auto-ids, account uids and library set
 * ids. Anything else cannot name a document.
 */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const MAX_TRANSCRIPT_LENGTH = 20_000;
export const MAX_QUESTIONS = 100;
// Recordings. Each answer (and each retake) is recorded in numbered chunks that are stored as
// objects in Cloud Storage, never in Firestore; Firestore keeps only an index per answer.
/** What an org's candidates are recorded with: camera and microphone, or the microphone only. */
export const RECORDING_MODES = ['video', 'audio'] as const;
export type RecordingMode = (typeof RECORDING_MODES)[number];
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
/** The recorder's time slice and audio bit rate (Opus ≈ 24 kbit/s ≈ 180 KB per minute). */
export const AUDIO_CHUNK_INTERVAL_MS = 2_000;
export const AUDIO_BITS_PER_SECOND = 24_000;
/**
 * Video bit rates, best first: a take starts at the first and the next take steps down one
 * when the upload queue held more than VIDEO_STEP_DOWN_QUEUE chunks (never below the last).
 */
export const VIDEO_BITS_PER_SECOND_STEPS = [600_000, 400_000, 250_000, 150_000] as const;
export const VIDEO_STEP_DOWN_QUEUE = 3;
/** The camera as recorded (the preview keeps CAMERA_CONSTRAINTS). */
export const VIDEO_RECORDING_CONSTRAINTS = { width: 640, height: 360 };
/** How long completion waits for the last audio chunks to be stored. */
export const AUDIO_FLUSH_TIMEOUT_MS = 15_000;
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

/** A reviewer's overall decision on an interview, and the longest review comment or note. */
export const REVIEW_DECISIONS = ['advance', 'hold', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REVIEW_TEXT_MAX = 2000;

// ---- Interview design: question sets, timing, retakes ----

/** How a candidate may answer a question: aloud (transcribed), by typing, or either. */
export const ANSWER_MODES = ['speak', 'type', 'either'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];
export const ANSWER_MODE_LABELS: Record<AnswerMode, string> = {
  speak: 'Speak',
  type: 'Type',
  either: 'Speak or type',
};

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
 * A question's id inside its set (and in the interviews that snapshot it): the editor makes
 * "q" and 15 hex digits, the library and older interviews ids like "tech-junior-1".
 */
export const QUESTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

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

/** The built-in library's sets are read-only and addressed as `library-<type>-<level>`. */
export const LIBRARY_SET_PREFIX = 'library-';
export const librarySetId = (type: InterviewType, level: InterviewLevel) =>
  `${LIBRARY_SET_PREFIX}${type}-${level}`;

/** An accommodation for one candidate: every limit (think time and answer time) scaled. */
export const EXTRA_TIME_OPTIONS = ['none', 'plus25', 'plus50', 'plus100', 'untimed'] as const;
export type ExtraTime = (typeof EXTRA_TIME_OPTIONS)[number];
export const EXTRA_TIME_LABELS: Record<ExtraTime, string> = {
  none: 'None',
  plus25: '+25 %',
  plus50: '+50 %',
  plus100: '+100 %',
  untimed: 'Untimed',
};
/** The factor each limit is multiplied by; null: no limit at all. */
export const EXTRA_TIME_FACTORS: Record<ExtraTime, number | null> = {
  none: 1,
  plus25: 1.25,
  plus50: 1.5,
  plus100: 2,
  untimed: null,
};
/**
 * An answer (or a recording chunk) is still accepted this long after its limit: the last chunk
 * and the save are in flight when the countdown reaches zero.
 */
export const ANSWER_LIMIT_GRACE_MS = 15_000;
/** Screen readers hear the remaining answer time at these points. */
export const ANSWER_TIME_ANNOUNCE_AT_SEC = [30, 10] as const;
/** The estimate before the first question counts this much for a question without a limit. */
export const UNTIMED_QUESTION_ESTIMATE_SEC = 180;
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

/** The candidate's practice question: answered in the browser only, never sent or saved. */
export const PRACTICE_QUESTION = {
  id: 'practice',
  text: 'Practice: tell us in a few sentences what you did last weekend.',
  hint: 'This answer is not saved. Try the camera, the microphone and the timer as often as you like.',
  thinkTimeSec: 10,
  answerLimitSec: 60,
  answerMode: 'either',
} as const;

/** The candidate's reminder mail goes this long before the interview's time. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;
/** How often the reminder job runs (a Cloud Scheduler expression). */
export const REMINDER_SCHEDULE = 'every 15 minutes';
