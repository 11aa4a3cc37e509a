// A question set as the editor sends it (POST and PUT /api/question-sets): one schema for the
// form and the API, with a message per field.
import { ANSWER_MODES } from '../constants/domain';
import { FOLLOW_UP_ID_PREFIX, QUESTION_ID_PATTERN } from '../constants/ids';
import {
  ANSWER_LIMIT_MAX_SEC,
  FOLLOW_UP_PROMPT_MAX,
  FOLLOW_UPS_PER_QUESTION_DEFAULT,
  FOLLOW_UPS_PER_QUESTION_MAX,
  ANSWER_LIMIT_MIN_SEC,
  QUESTION_HINT_MAX,
  QUESTION_SET_DESCRIPTION_MAX,
  QUESTION_SET_MAX_QUESTIONS,
  QUESTION_SET_NAME_MAX,
  QUESTION_TEXT_MAX,
  RETAKES_MAX,
  RUBRIC_MAX_POINTS,
  RUBRIC_POINT_MAX,
  THINK_TIME_MAX_SEC,
} from '../constants/limits';
import { QUESTION_SET_MESSAGES as M } from '../messages/question-sets';
import { z } from './zod';

const wholeSeconds = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** How a question is timed and answered. */
const questionSettingsSchema = z.object({
  thinkTimeSec: wholeSeconds(0, THINK_TIME_MAX_SEC, M.thinkTimeRange),
  /** null: no limit. */
  answerLimitSec: wholeSeconds(
    ANSWER_LIMIT_MIN_SEC,
    ANSWER_LIMIT_MAX_SEC,
    M.answerLimitRange,
  ).nullable(),
  retakes: wholeSeconds(0, RETAKES_MAX, M.retakesRange),
  answerMode: z.enum(ANSWER_MODES, { error: M.answerModeInvalid }),
});

/**
 * A rubric point's follow-up: the question asked when an answer gives no evidence for the point
 * and `askIfMissing` is ticked. Without a prompt nothing is asked for the point.
 */
const probeInputSchema = z.strictObject({
  prompt: z
    .string({ error: M.probePromptTooLong })
    .trim()
    .max(FOLLOW_UP_PROMPT_MAX, M.probePromptTooLong),
  askIfMissing: z.boolean({ error: M.probeInvalid }),
});

const questionInputSchema = z
  .strictObject({
    /** Chosen by the editor (kept across edits, so interviews and reviews can name it). */
    id: z
      .string({ error: M.questionIdInvalid })
      .regex(QUESTION_ID_PATTERN, M.questionIdInvalid)
      .refine((id) => !id.startsWith(FOLLOW_UP_ID_PREFIX), M.questionIdInvalid),
    text: z
      .string({ error: M.textRequired })
      .trim()
      .min(1, M.textRequired)
      .max(QUESTION_TEXT_MAX, M.textTooLong),
    /** Empty or absent: no hint. */
    hint: z
      .string({ error: M.hintTooLong })
      .trim()
      .max(QUESTION_HINT_MAX, M.hintTooLong)
      .nullish()
      .transform((hint) => hint || null),
    /** Key points a good answer covers; blank points are dropped (with their follow-ups). */
    rubric: z
      .array(z.string({ error: M.rubricTooLong }).trim().max(RUBRIC_POINT_MAX, M.rubricTooLong), {
        error: M.rubricTooLong,
      })
      .default([]),
    /**
     * Each rubric point's follow-up, by the point's position (null or absent: none). Absent on
     * sets written before follow-ups: nothing is asked.
     */
    probes: z.array(probeInputSchema.nullable(), { error: M.probeInvalid }).optional(),
  })
  .extend(questionSettingsSchema.shape)
  .refine((q) => (q.probes?.length ?? 0) <= q.rubric.length, {
    message: M.probeInvalid,
    path: ['probes'],
  })
  .transform(({ rubric, probes, ...question }) => {
    const kept = rubric.flatMap((point, i) => (point ? [i] : []));
    // A probe with no prompt asks nothing: stored as none.
    const probeAt = (i: number) => (probes?.[i]?.prompt ? probes[i] : null);
    return {
      ...question,
      rubric: kept.map((i) => rubric[i]),
      ...(probes ? { probes: kept.map(probeAt) } : {}),
    };
  })
  .refine((q) => q.rubric.length <= RUBRIC_MAX_POINTS, {
    message: M.rubricTooLong,
    path: ['rubric'],
  });
export type SetQuestion = z.output<typeof questionInputSchema>;

export const questionSetInputSchema = z.strictObject({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(QUESTION_SET_NAME_MAX, M.nameTooLong),
  description: z
    .string({ error: M.descriptionTooLong })
    .trim()
    .max(QUESTION_SET_DESCRIPTION_MAX, M.descriptionTooLong)
    .default(''),
  /** At most this many follow-ups per question (0: none). */
  followUpsPerQuestion: wholeSeconds(
    0,
    FOLLOW_UPS_PER_QUESTION_MAX,
    M.followUpsPerQuestionRange,
  ).default(FOLLOW_UPS_PER_QUESTION_DEFAULT),
  questions: z
    .array(questionInputSchema, { error: M.questionsInvalid })
    .max(QUESTION_SET_MAX_QUESTIONS, M.tooManyQuestions)
    .refine(
      (questions) => new Set(questions.map((q) => q.id)).size === questions.length,
      M.questionIdDuplicate,
    ),
});
export type QuestionSetInput = z.input<typeof questionSetInputSchema>;
