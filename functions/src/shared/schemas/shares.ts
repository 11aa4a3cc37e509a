// Request bodies of the interview-sharing API, shared by the share dialog, the shared page and
// the server.
import { REVIEW_DECISIONS } from '../constants/domain';
import { BEARER_TOKEN_PATTERN, DOCUMENT_ID_PATTERN, QUESTION_ID_PATTERN } from '../constants/ids';
import { SHARE_LIMITS } from '../constants/limits';
import { SHARE_MESSAGES } from '../messages/shares';
import { EMAIL_PATTERN } from './email';
import { z } from './zod';

const questionId = z
  .string({ error: SHARE_MESSAGES.questionsInvalid })
  .regex(QUESTION_ID_PATTERN, SHARE_MESSAGES.questionsInvalid);

/** POST /api/interviews/:id/shares. No question ids: every question of the interview. */
export const createShareSchema = z.strictObject({
  recipientEmail: z
    .string({ error: SHARE_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, SHARE_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, SHARE_MESSAGES.emailInvalid),
  expiresInDays: z
    .number({ error: SHARE_MESSAGES.expiryInvalid })
    .int(SHARE_MESSAGES.expiryInvalid)
    .min(1, SHARE_MESSAGES.expiryInvalid)
    .max(SHARE_LIMITS.maxExpiryDays, SHARE_MESSAGES.expiryInvalid)
    .default(SHARE_LIMITS.defaultExpiryDays),
  viewCap: z
    .number({ error: SHARE_MESSAGES.viewCapInvalid })
    .int(SHARE_MESSAGES.viewCapInvalid)
    .min(1, SHARE_MESSAGES.viewCapInvalid)
    .max(SHARE_LIMITS.maxViewCap, SHARE_MESSAGES.viewCapInvalid)
    .nullish()
    .transform((cap) => cap ?? null),
  questionIds: z
    .array(questionId, { error: SHARE_MESSAGES.questionsInvalid })
    .min(1, SHARE_MESSAGES.questionsInvalid)
    .max(100, SHARE_MESSAGES.questionsInvalid)
    .optional(),
  hideCandidate: z.boolean({ error: SHARE_MESSAGES.optionInvalid }).default(false),
  includeAiNotes: z.boolean({ error: SHARE_MESSAGES.optionInvalid }).default(false),
  message: z
    .string({ error: SHARE_MESSAGES.messageTooLong })
    .trim()
    .max(SHARE_LIMITS.messageMax, SHARE_MESSAGES.messageTooLong)
    .optional()
    .transform((text) => text || null),
});
export type CreateShareInput = z.input<typeof createShareSchema>;

const interviewId = z
  .string({ error: SHARE_MESSAGES.interviewsInvalid })
  .regex(DOCUMENT_ID_PATTERN, SHARE_MESSAGES.interviewsInvalid);

/**
 * POST /api/shares: a shortlist of 1 to 10 different interviews, each with its chosen questions
 * (none given: all of that interview's), in the order the page shows them; the rest as above.
 */
export const createShortlistSchema = z.strictObject({
  ...createShareSchema.omit({ questionIds: true }).shape,
  interviews: z
    .array(
      z.strictObject(
        { interviewId, questionIds: createShareSchema.shape.questionIds },
        { error: SHARE_MESSAGES.interviewsInvalid },
      ),
      { error: SHARE_MESSAGES.interviewsInvalid },
    )
    .min(1, SHARE_MESSAGES.interviewsInvalid)
    .max(SHARE_LIMITS.maxInterviews, SHARE_MESSAGES.interviewsInvalid)
    .refine(
      (items) => new Set(items.map((i) => i.interviewId)).size === items.length,
      SHARE_MESSAGES.interviewsInvalid,
    ),
});
export type CreateShortlistInput = z.input<typeof createShortlistSchema>;

/** POST /api/public/shares/:shareId/code: asks for a code; nothing to say. */
export const requestShareCodeSchema = z.strictObject({});

/** POST /api/public/shares/:shareId/verify. */
export const verifyShareCodeSchema = z.strictObject({
  code: z
    .string({ error: SHARE_MESSAGES.codeInvalid })
    .trim()
    .regex(new RegExp(`^\\d{${SHARE_LIMITS.codeDigits}}$`), SHARE_MESSAGES.codeInvalid),
});

const viewerToken = z
  .string({ error: SHARE_MESSAGES.viewerInvalid })
  .regex(BEARER_TOKEN_PATTERN, SHARE_MESSAGES.viewerInvalid);

/** POST /api/public/shares/:shareId/view: the page's content, for the browser holding the token. */
export const viewShareSchema = z.strictObject({ viewerToken });

/** POST /api/public/shares/:shareId/feedback: each save replaces that interview's earlier one. */
export const shareFeedbackSchema = z.strictObject({
  viewerToken,
  /** Which interview of the share it is about (none: the share's first). */
  interviewId: interviewId.optional(),
  ratings: z
    .record(
      z.string().regex(QUESTION_ID_PATTERN, SHARE_MESSAGES.questionsInvalid),
      z
        .number({ error: SHARE_MESSAGES.ratingInvalid })
        .int(SHARE_MESSAGES.ratingInvalid)
        .min(1, SHARE_MESSAGES.ratingInvalid)
        .max(5, SHARE_MESSAGES.ratingInvalid),
      { error: SHARE_MESSAGES.feedbackInvalid },
    )
    .default({}),
  recommendation: z.enum(REVIEW_DECISIONS, { error: SHARE_MESSAGES.recommendationInvalid }),
  comment: z
    .string({ error: SHARE_MESSAGES.commentTooLong })
    .trim()
    .max(SHARE_LIMITS.commentMax, SHARE_MESSAGES.commentTooLong)
    .default(''),
});
export type ShareFeedbackInput = z.input<typeof shareFeedbackSchema>;
