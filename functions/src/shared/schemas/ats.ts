// The requests Greenhouse's Assessment Partner API sends HiQ. Greenhouse may add fields to its
// requests at any time: unknown ones are ignored, the ones HiQ reads are checked.
import { DOCUMENT_ID_PATTERN } from '../constants/ids';
import { ATS_MESSAGES as M } from '../messages/ats';
import { INTERVIEW_MESSAGES } from '../messages/interviews';
import { EMAIL_PATTERN } from './email';
import { z } from './zod';

const namePart = z.string({ error: M.candidateNameRequired }).trim().max(100).optional();

export const GreenhouseSendTestSchema = z.object({
  /** A test list_tests gave: a question set's id. */
  partner_test_id: z.string({ error: M.testIdInvalid }).regex(DOCUMENT_ID_PATTERN, M.testIdInvalid),
  candidate: z
    .object(
      {
        first_name: namePart,
        last_name: namePart,
        email: z
          .string({ error: INTERVIEW_MESSAGES.emailRequired })
          .trim()
          .min(1, INTERVIEW_MESSAGES.emailRequired)
          .max(254, INTERVIEW_MESSAGES.invalidEmailFormat)
          .regex(EMAIL_PATTERN, INTERVIEW_MESSAGES.invalidEmailFormat),
        greenhouse_profile_url: z.string().max(2000).optional(),
      },
      { error: M.candidateRequired },
    )
    .refine((c) => Boolean(c.first_name || c.last_name), M.candidateNameRequired),
  /** Where Greenhouse takes the result of this one sending (unique to the application's stage). */
  url: z.string().max(2000).optional(),
});
export type GreenhouseSendTest = z.infer<typeof GreenhouseSendTestSchema>;

export const GreenhouseTestStatusQuerySchema = z.strictObject({
  partner_interview_id: z
    .string({ error: M.interviewIdInvalid })
    .regex(DOCUMENT_ID_PATTERN, M.interviewIdInvalid),
});
