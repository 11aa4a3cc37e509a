// Schedule New Interview: one schema for the modal and POST /api/interviews.
import { EXTRA_TIME_OPTIONS, INTERVIEW_LEVELS, INTERVIEW_TYPES } from '../constants/domain';
import { DOCUMENT_ID_PATTERN } from '../constants/ids';
import { INTERVIEW_MESSAGES, SCHEDULE_DESIGN_MESSAGES } from '../messages/interviews';
import { EMAIL_PATTERN } from './email';
import { personNameSchema } from './person-name';
import { z } from './zod';

/**
 * A time picked for the current minute is a few seconds "in the past" by the time it is sent;
 * both the form and the API forgive that much (and small clock skew), nothing more.
 */
const SCHEDULE_PAST_GRACE_MS = 60_000;

/**
 * An ISO timestamp (date, hours and minutes, optional seconds, a zone). Exported because a
 * refinement carries no format: whoever reads the schema (the bad-input sweep) knows a field
 * checked by this function as a date-time.
 */
export const isIsoTimestamp = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const scheduleInterviewSchema = z.object({
  candidateName: personNameSchema({
    max: 200,
    required: INTERVIEW_MESSAGES.candidateNameRequired,
    tooLong: INTERVIEW_MESSAGES.candidateNameTooLong,
    invalid: INTERVIEW_MESSAGES.candidateNameInvalid,
  }),
  candidateEmail: required(INTERVIEW_MESSAGES.emailRequired)
    .max(254, INTERVIEW_MESSAGES.invalidEmailFormat)
    .regex(EMAIL_PATTERN, INTERVIEW_MESSAGES.invalidEmailFormat),
  type: z.enum(INTERVIEW_TYPES, { error: INTERVIEW_MESSAGES.invalidType }),
  level: z.enum(INTERVIEW_LEVELS, { error: INTERVIEW_MESSAGES.invalidLevel }),
  /** The time as the form shows it, kept as sent (for display; `date` is computed with). */
  scheduledTime: required(INTERVIEW_MESSAGES.timeRequired).max(100, INTERVIEW_MESSAGES.invalidTime),
  /** The same moment as an ISO timestamp: the one the product computes with. */
  date: required(INTERVIEW_MESSAGES.timeRequired)
    .refine(isIsoTimestamp, INTERVIEW_MESSAGES.invalidTime)
    .refine(
      (value) => !isIsoTimestamp(value) || Date.parse(value) >= Date.now() - SCHEDULE_PAST_GRACE_MS,
      INTERVIEW_MESSAGES.timeInPast,
    ),
  /**
   * The org's set or a library set (`library-<type>-<level>`); absent: the library set for the
   * chosen type and level.
   */
  questionSetId: z
    .string({ error: SCHEDULE_DESIGN_MESSAGES.questionSetInvalid })
    .regex(DOCUMENT_ID_PATTERN, SCHEDULE_DESIGN_MESSAGES.questionSetInvalid)
    .optional(),
  extraTime: z
    .enum(EXTRA_TIME_OPTIONS, { error: SCHEDULE_DESIGN_MESSAGES.extraTimeInvalid })
    .default('none'),
});

export type ScheduleInterviewInput = z.infer<typeof scheduleInterviewSchema>;
