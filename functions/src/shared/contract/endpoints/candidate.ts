// The candidate's calls: no sign-in, addressed by the session link's 22-character sessionId.
import { ANSWER_MODES, RECORDING_MODES } from '../../constants/domain';
import {
  adjustmentRequestSchema,
  answerSchema,
  completeSchema,
  consentSchema,
  mediaQuerySchema,
} from '../../schemas/candidate';
import { CANDIDATE_MESSAGES } from '../../messages/candidate';
import { z } from '../../schemas/zod';
import { defineEndpoint, pathParam } from '../endpoint';

/**
 * A question as the candidate gets it: its limits already scaled by their extra time. Its text and
 * hint only once it is shown (opened): null before, so nobody reads the questions ahead.
 */
const publicQuestionSchema = z.object({
  id: z.string(),
  text: z.string().nullable(),
  hint: z.string().nullable(),
  /** 0: recording starts at once. */
  thinkTimeSec: z.number(),
  /** null: no limit (also for an untimed candidate). */
  answerLimitSec: z.number().nullable(),
  retakes: z.number(),
  answerMode: z.enum(ANSWER_MODES),
  /** Set on a follow-up question: the id of the question it follows up. */
  followUpOf: z.string().optional(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

/** Which interview this is, as the candidate's screen names it. */
const publicInterviewSchema = z.object({
  candidateName: z.string(),
  orgName: z.string(),
  type: z.string(),
  level: z.string(),
  status: z.string(),
  /** Whether the candidate has agreed to the recording notice. */
  consented: z.boolean(),
  /** The estimate shown before the first question, in whole minutes (at least 1). */
  estimatedMinutes: z.number(),
  /** How many questions there are (the first screen counts them before any is sent). */
  questionCount: z.number(),
  /**
   * How many short follow-up questions may be asked in all (0: none); the estimate includes them.
   * The ready screen says so before consent.
   */
  maxFollowUps: z.number(),
  /** What is recorded: camera and microphone, or the microphone only. */
  recordingMode: z.enum(RECORDING_MODES),
  /** How long the org keeps the recordings and transcripts after the interview. */
  retentionDays: z.number(),
  /** Whether transcripts are analysed to help reviewers (the consent text says so). */
  aiAssist: z.boolean(),
});
export type PublicInterview = z.infer<typeof publicInterviewSchema>;

/** The server's clock for one question's current take; times are ISO strings. */
const publicAttemptSchema = z.object({
  questionId: z.string(),
  take: z.number(),
  /** Audio chunks of this take carry it as `take`. */
  takeId: z.string(),
  shownAt: z.string(),
  /** null while thinking. */
  startedAt: z.string().nullable(),
  deadlineAt: z.string().nullable(),
  ended: z.boolean(),
  retakesLeft: z.number(),
});
export type PublicAttempt = z.infer<typeof publicAttemptSchema>;

/**
 * An attempt, its question (text included: it is shown now) and the server's time when it
 * answered, so the browser can correct its own clock.
 */
const attemptResponseSchema = z.object({
  attempt: publicAttemptSchema,
  question: publicQuestionSchema,
  serverTime: z.string(),
});

/** How this browser transcribes: an Azure token, the local stand-in, or not at all (typing). */
const speechTokenResponseSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('azure'),
    token: z.string(),
    region: z.string(),
    expiresInMs: z.number(),
  }),
  z.object({ mode: z.literal('standin'), host: z.string() }),
  z.object({ mode: z.literal('none') }),
]);
export type SpeechTokenResponse = z.infer<typeof speechTokenResponseSchema>;

const sessionId = pathParam('sessionId', 404, CANDIDATE_MESSAGES.sessionNotFound);
/** Like a question id in a body: one that is not the interview's is a 400. */
const questionId = pathParam('questionId', 400, CANDIDATE_MESSAGES.questionUnknown);

export const candidateEndpoints = {
  /**
   * Which interview this is; once the candidate has consented, the questions in order (the text of
   * those shown so far) and the answers saved so far. No question before consent.
   */
  getQuestions: defineEndpoint({
    method: 'GET',
    path: '/public/interviews/:sessionId/questions',
    params: { sessionId },
    response: z.object({
      questions: z.array(publicQuestionSchema),
      interview: publicInterviewSchema,
      /** questionId → saved transcript, so a reload resumes at the first unanswered question. */
      answers: z.record(z.string(), z.string()),
      /** questionId → its current take, for questions shown so far (a reload resumes the clock). */
      attempts: z.record(z.string(), publicAttemptSchema),
      serverTime: z.string(),
    }),
  }),
  /** The candidate agrees to the recording notice; nothing is recorded before. Idempotent. */
  giveConsent: defineEndpoint({
    method: 'POST',
    path: '/public/interviews/:sessionId/consent',
    params: { sessionId },
    request: consentSchema,
    response: z.object({ consented: z.literal(true) }),
  }),
  /**
   * The question is on screen: its think time starts (idempotent; a reload gets the running
   * take). Questions open in order: one whose predecessor is not answered is refused.
   */
  openQuestion: defineEndpoint({
    method: 'POST',
    path: '/public/interviews/:sessionId/questions/:questionId/open',
    params: { sessionId, questionId },
    response: attemptResponseSchema,
  }),
  /** Recording starts now (or started when think time ran out): the answer limit runs from here. */
  startAnswer: defineEndpoint({
    method: 'POST',
    path: '/public/interviews/:sessionId/questions/:questionId/start',
    params: { sessionId, questionId },
    response: attemptResponseSchema,
  }),
  /** Discards the current take (transcript, recording) and opens a new one, while retakes remain. */
  retakeAnswer: defineEndpoint({
    method: 'POST',
    path: '/public/interviews/:sessionId/questions/:questionId/retake',
    params: { sessionId, questionId },
    response: attemptResponseSchema,
  }),
  /**
   * One answer per question: a retry of the same text answers as the first save did. When the
   * answer gives no evidence for a key point marked "ask if missing" (and the caps allow), the
   * follow-up to show next comes back with it (its text included: it is shown now); else null.
   */
  saveAnswer: defineEndpoint({
    method: 'POST',
    path: '/public/interviews/:sessionId/answer',
    params: { sessionId },
    request: answerSchema,
    response: z.object({
      saved: z.literal(true),
      questionId: z.string(),
      followUp: publicQuestionSchema.nullable(),
    }),
  }),
  /**
   * The candidate asks for another format or an adjustment (before or instead of starting): the
   * request is kept on the interview and mailed to whoever scheduled it. The link keeps working.
   * A few per interview (409 after that).
   */
  requestAdjustment: defineEndpoint({
    method: 'POST',
    path: '/public/interviews/:sessionId/adjustment-request',
    params: { sessionId },
    request: adjustmentRequestSchema,
    response: z.object({ sent: z.literal(true), requestsLeft: z.number() }),
  }),
  completeInterview: defineEndpoint({
    method: 'POST',
    path: '/public/interviews/:sessionId/complete',
    params: { sessionId },
    request: completeSchema,
    response: z.object({ status: z.literal('completed') }),
  }),
  getSpeechToken: defineEndpoint({
    method: 'POST',
    path: '/public/interviews/:sessionId/speech-token',
    params: { sessionId },
    response: speechTokenResponseSchema,
  }),
  /**
   * One numbered chunk of an answer's recording (video or audio); the body is the chunk's bytes.
   * The first chunk of a take must start a WebM or MP4 file (415); caps per answer and interview (413).
   */
  uploadMediaChunk: defineEndpoint({
    method: 'POST',
    path: '/public/interviews/:sessionId/media',
    params: { sessionId },
    query: mediaQuerySchema,
    raw: 'request',
    response: z.object({ stored: z.literal(true), questionId: z.string(), seq: z.number() }),
  }),
};
