import { CANDIDATE_FEEDBACK_MAX } from '../constants/limits';
import { FEEDBACK_MESSAGES } from '../messages/feedback';
import { z } from './zod';

/** POST …/candidate-feedback {message}: what the reviewer sends the candidate (trimmed). */
export const candidateFeedbackSchema = z.strictObject({
  message: z
    .string({ error: FEEDBACK_MESSAGES.messageRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.messageRequired)
    .max(CANDIDATE_FEEDBACK_MAX, FEEDBACK_MESSAGES.messageTooLong),
});
