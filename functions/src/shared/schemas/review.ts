import { REVIEW_DECISIONS } from '../constants/domain';
import { QUESTION_ID_PATTERN } from '../constants/ids';
import { REVIEW_TEXT_MAX } from '../constants/limits';
import { REVIEW_MESSAGES } from '../messages/review';
import { z } from './zod';

const questionId = z.string().regex(QUESTION_ID_PATTERN, REVIEW_MESSAGES.questionUnknown);

/**
 * One reviewer's whole review of an interview (each save replaces it): 1–5 per answered question,
 * comments per question, and optionally an overall decision with a note. Used by the form and the API.
 */
export const reviewSchema = z
  .object({
    ratings: z
      .record(
        questionId,
        z
          .number({ error: REVIEW_MESSAGES.ratingInvalid })
          .int(REVIEW_MESSAGES.ratingInvalid)
          .min(1, REVIEW_MESSAGES.ratingInvalid)
          .max(5, REVIEW_MESSAGES.ratingInvalid),
      )
      .default({}),
    comments: z
      .record(
        questionId,
        z
          .string({ error: REVIEW_MESSAGES.reviewInvalid })
          .trim()
          .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.commentTooLong),
      )
      .default({}),
    decision: z.enum(REVIEW_DECISIONS, { error: REVIEW_MESSAGES.decisionInvalid }).nullish(),
    note: z
      .string({ error: REVIEW_MESSAGES.reviewInvalid })
      .trim()
      .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.noteTooLong)
      .nullish(),
  })
  .strict();

export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;
