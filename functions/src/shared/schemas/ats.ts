// The requests the ATS partner APIs (Greenhouse's, Ashby's) send HiQ. Either may add fields to its
// requests at any time: unknown ones are ignored, the ones HiQ reads are checked.
import { DOCUMENT_ID_PATTERN } from '../constants/ids';
import { ATS_MESSAGES as M } from '../messages/ats';
import { INTERVIEW_MESSAGES } from '../messages/interviews';
import { EMAIL_PATTERN } from './email';
import { z } from './zod';

const namePart = z.string({ error: M.candidateNameRequired }).trim().max(100).optional();

/** The candidate's address as either ATS sends it, refused in the schedule form's words. */
const candidateEmail = z
  .string({ error: INTERVIEW_MESSAGES.emailRequired })
  .trim()
  .min(1, INTERVIEW_MESSAGES.emailRequired)
  .max(254, INTERVIEW_MESSAGES.invalidEmailFormat)
  .regex(EMAIL_PATTERN, INTERVIEW_MESSAGES.invalidEmailFormat);

export const GreenhouseSendTestSchema = z.object({
  /** A test list_tests gave: a question set's id. */
  partner_test_id: z.string({ error: M.testIdInvalid }).regex(DOCUMENT_ID_PATTERN, M.testIdInvalid),
  candidate: z
    .object(
      {
        first_name: namePart,
        last_name: namePart,
        email: candidateEmail,
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

/** One of Greenhouse's ids in a report, as a number or a string: kept as a string. */
const reportedId = z
  .union([z.string({ error: M.reportIdInvalid }), z.int({ error: M.reportIdInvalid })], {
    error: M.reportIdInvalid,
  })
  .transform(String)
  .pipe(z.string().trim().min(1, M.reportIdInvalid).max(128, M.reportIdInvalid))
  .optional();

/**
 * Greenhouse reporting an answer of HiQ's it found malformed. The candidate's email it may add is
 * accepted and never read.
 */
export const GreenhouseResponseErrorSchema = z.object({
  /** The call whose answer was malformed (e.g. `test_status`). */
  api_call: z
    .string({ error: M.apiCallInvalid })
    .trim()
    .min(1, M.apiCallInvalid)
    .max(64, M.apiCallInvalid),
  errors: z
    .array(z.string({ error: M.errorsInvalid }).max(2000, M.errorsInvalid), {
      error: M.errorsInvalid,
    })
    .min(1, M.errorsInvalid)
    .max(50, M.errorsInvalid),
  partner_test_id: reportedId,
  partner_test_name: z
    .string({ error: M.reportTestNameInvalid })
    .max(500, M.reportTestNameInvalid)
    .optional(),
  partner_interview_id: reportedId,
});
export type GreenhouseResponseError = z.infer<typeof GreenhouseResponseErrorSchema>;

/** One of Ashby's ids (its own uuids): HiQ keeps them only to know a retried start. */
const ashbyId = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(200, message);

const ashbyName = (message: string) => z.string({ error: message }).trim().max(100, message);

export const AshbyStartAssessmentSchema = z.object({
  /** An assessment assessment.list gave: a question set's id. */
  assessment_type_id: z
    .string({ error: M.assessmentTypeIdInvalid })
    .regex(DOCUMENT_ID_PATTERN, M.assessmentTypeIdInvalid),
  candidate: z
    .object(
      {
        ashby_id: ashbyId(M.ashbyCandidateIdRequired),
        first_name: ashbyName(M.ashbyCandidateNameRequired),
        last_name: ashbyName(M.ashbyCandidateNameRequired),
        email: candidateEmail,
        ashby_profile_url: z.string().max(2000).optional(),
      },
      { error: M.ashbyCandidateRequired },
    )
    .refine((c) => Boolean(c.first_name || c.last_name), M.ashbyCandidateNameRequired),
  application: z.object(
    { ashby_id: ashbyId(M.ashbyApplicationRequired), status: z.string().max(100).optional() },
    { error: M.ashbyApplicationRequired },
  ),
  job: z
    .object({ ashby_id: z.string().max(200).optional(), name: z.string().max(500).optional() })
    .optional(),
});
export type AshbyStartAssessment = z.infer<typeof AshbyStartAssessmentSchema>;

export const AshbyCancelAssessmentSchema = z.object({
  /** The id assessment.start answered: the HiQ interview's. */
  assessment_id: z
    .string({ error: M.assessmentIdInvalid })
    .regex(DOCUMENT_ID_PATTERN, M.assessmentIdInvalid),
});

/** An owner storing the org's Ashby API key (HiQ sends it back to Ashby as its Basic username). */
export const SetAshbyKeySchema = z.strictObject({
  apiKey: z
    .string({ error: M.ashbyKeyRequired })
    .trim()
    .min(8, M.ashbyKeyRequired)
    .max(500, M.ashbyKeyRequired)
    .regex(/^[\x21-\x7e]+$/, M.ashbyKeyRequired),
});
