import { QUESTION_ID_PATTERN } from '../constants/ids';
import {
  ADJUSTMENT_MESSAGE_MAX,
  MAX_AUDIO_SEQ,
  MAX_QUESTIONS,
  MAX_TRANSCRIPT_LENGTH,
  MAX_TRANSCRIPT_SEGMENTS,
} from '../constants/limits';
import { CANDIDATE_MESSAGES } from '../messages/candidate';
import { z } from './zod';

const questionId = z
  .string({ error: CANDIDATE_MESSAGES.questionIdRequired })
  .trim()
  .min(1, CANDIDATE_MESSAGES.questionIdRequired)
  .regex(QUESTION_ID_PATTERN, CANDIDATE_MESSAGES.questionUnknown);

const milliseconds = z
  .number()
  .int()
  .min(0)
  .max(24 * 60 * 60_000);

/**
 * A recognised phrase and where it is in the take's recording (ms from its start), with how sure
 * the speech service was of it (0–1; absent when it did not say).
 */
const transcriptSegmentSchema = z.strictObject({
  text: z.string().trim().min(1).max(MAX_TRANSCRIPT_LENGTH),
  offsetMs: milliseconds,
  durationMs: milliseconds,
  confidence: z.number().min(0).max(1).optional(),
});

/**
 * POST …/answer {transcript, questionId, segments?}. Saved only when non-empty after trimming;
 * `segments` are the recognised phrases (a typed answer has none).
 */
export const answerSchema = z.object({
  transcript: z
    .string({ error: CANDIDATE_MESSAGES.transcriptRequired })
    .trim()
    .min(1, CANDIDATE_MESSAGES.transcriptRequired)
    .max(MAX_TRANSCRIPT_LENGTH, CANDIDATE_MESSAGES.transcriptTooLong),
  questionId,
  segments: z
    .array(transcriptSegmentSchema, { error: CANDIDATE_MESSAGES.segmentsInvalid })
    .max(MAX_TRANSCRIPT_SEGMENTS, CANDIDATE_MESSAGES.segmentsInvalid)
    .optional(),
});
export type AnswerInput = z.infer<typeof answerSchema>;

/** A question history entry: the question's fields plus the response (the answer's transcript). */
const historyEntrySchema = z.object({
  id: questionId,
  text: z.string().max(5_000).optional(),
  hint: z.string().max(5_000).nullish(),
  response: z.string().max(MAX_TRANSCRIPT_LENGTH, CANDIDATE_MESSAGES.transcriptTooLong).optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const completeSchema = z.object({
  questionHistory: z
    .array(historyEntrySchema, { error: CANDIDATE_MESSAGES.historyInvalid })
    .max(MAX_QUESTIONS),
});

/**
 * POST …/adjustment-request {message}: what would help the candidate, in their words (trimmed).
 * Strict: the candidate sends nothing else.
 */
export const adjustmentRequestSchema = z.strictObject({
  message: z
    .string({ error: CANDIDATE_MESSAGES.adjustmentRequired })
    .trim()
    .min(1, CANDIDATE_MESSAGES.adjustmentRequired)
    .max(ADJUSTMENT_MESSAGE_MAX, CANDIDATE_MESSAGES.adjustmentTooLong),
});
export type AdjustmentRequestInput = z.infer<typeof adjustmentRequestSchema>;

/** POST …/media?questionId=&seq=&take= (take: one recording of the answer, e.g. per page load) */
export const mediaQuerySchema = z.object({
  questionId,
  take: z
    .string({ error: CANDIDATE_MESSAGES.audioTakeInvalid })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, CANDIDATE_MESSAGES.audioTakeInvalid)
    .optional(),
  seq: z
    .string({ error: CANDIDATE_MESSAGES.audioSeqInvalid })
    .regex(/^\d{1,6}$/, CANDIDATE_MESSAGES.audioSeqInvalid)
    .transform(Number)
    .refine((n) => n <= MAX_AUDIO_SEQ, CANDIDATE_MESSAGES.tooManyChunks),
});

/** POST …/consent {consent: true}: anything else is not consent. */
export const consentSchema = z.strictObject({
  consent: z.literal(true, { error: CANDIDATE_MESSAGES.consentRequired }),
});

/** What a chunk may be sent as: WebM (VP8/VP9 + Opus) or MP4 (H.264 + AAC), video or audio only. */
export const MEDIA_MIME_PATTERN = /^(video|audio)\/(webm|mp4)(;\s*codecs="?[a-z0-9.,"-]+"?)?$/i;
