// The editor's form values and the API's body, one to the other: the rubric is a list of key
// points, each with its follow-up question; the answer limit and the follow-ups per question are
// selects' strings, the numbers whatever the number inputs hold.
import { DEFAULT_QUESTION_SETTINGS } from '@shared/constants/domain';
import { FOLLOW_UPS_PER_QUESTION_DEFAULT } from '@shared/constants/limits';
import type { AnswerMode } from '@shared/constants/domain';
import { questionSetInputSchema } from '@shared/schemas/question-sets';
import type { QuestionSetInput } from '@shared/schemas/question-sets';
import type { SetQuestionView } from '../types';
import { limitOf, limitValue } from './answer-limits';
import { newQuestionId } from './question-id';

/** A key point of the rubric and its follow-up question (asked when the point is missing). */
export interface RubricPointValues {
  /** Tells the rows apart while points are added and removed (never sent). */
  key: string;
  text: string;
  prompt: string;
  askIfMissing: boolean;
}

export interface QuestionFormValues {
  id: string;
  text: string;
  hint: string;
  rubric: RubricPointValues[];
  /** A number input's value: a number, or '' while empty. */
  thinkTimeSec: number | string;
  /** The limit select's value: 'none' or seconds. */
  answerLimit: string;
  retakes: number | string;
  answerMode: AnswerMode;
}

export interface EditorValues {
  name: string;
  description: string;
  /** The follow-ups select's value: '0', '1' or '2'. */
  followUpsPerQuestion: string;
  questions: QuestionFormValues[];
}

/** A set's content, as a stored set, a library set or an API answer hold it. */
export interface SetContent {
  name: string;
  description: string;
  /** Absent on sets made before follow-ups: the default. */
  followUpsPerQuestion?: number;
  questions: readonly SetQuestionView[];
}

let addedPoints = 0;

/**
 * A key point row: a new empty one, or a stored point with its follow-up (none: empty and not
 * asked). A stored point's key is its position, so the same set gives the same values.
 */
export const rubricPointValues = (
  text = '',
  probe?: { prompt: string; askIfMissing: boolean } | null,
  key = `added-${++addedPoints}`,
): RubricPointValues => ({
  key,
  text,
  prompt: probe?.prompt ?? '',
  askIfMissing: probe?.askIfMissing ?? false,
});

const numberOf = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** A question just added: empty text, the default settings, a new id. */
export function newQuestionValues(id: string = newQuestionId()): QuestionFormValues {
  return {
    id,
    text: '',
    hint: '',
    rubric: [],
    thinkTimeSec: DEFAULT_QUESTION_SETTINGS.thinkTimeSec,
    answerLimit: limitValue(DEFAULT_QUESTION_SETTINGS.answerLimitSec),
    retakes: DEFAULT_QUESTION_SETTINGS.retakes,
    answerMode: DEFAULT_QUESTION_SETTINGS.answerMode,
  };
}

/** A new set starts with one empty question. */
export const emptyEditorValues = (): EditorValues => ({
  name: '',
  description: '',
  followUpsPerQuestion: String(FOLLOW_UPS_PER_QUESTION_DEFAULT),
  questions: [newQuestionValues()],
});

export function toEditorValues(set: SetContent): EditorValues {
  return {
    name: set.name,
    description: set.description,
    followUpsPerQuestion: String(set.followUpsPerQuestion ?? FOLLOW_UPS_PER_QUESTION_DEFAULT),
    questions: set.questions.map((q) => ({
      id: q.id,
      text: q.text,
      hint: q.hint ?? '',
      rubric: q.rubric.map((point, i) => rubricPointValues(point, q.probes?.[i], `point-${i}`)),
      thinkTimeSec: q.thinkTimeSec,
      answerLimit: limitValue(q.answerLimitSec),
      retakes: q.retakes,
      answerMode: q.answerMode,
    })),
  };
}

/**
 * The POST / PUT body; the shared schema trims, drops an empty hint and a blank point (with its
 * follow-up) and checks every field. Each point's follow-up goes by the point's position.
 */
export function toQuestionSetInput(values: EditorValues): QuestionSetInput {
  return {
    name: values.name,
    description: values.description,
    followUpsPerQuestion: numberOf(values.followUpsPerQuestion),
    questions: values.questions.map((q) => ({
      id: q.id,
      text: q.text,
      hint: q.hint,
      rubric: q.rubric.map((point) => point.text),
      probes: q.rubric.map(({ prompt, askIfMissing }) => ({ prompt, askIfMissing })),
      thinkTimeSec: numberOf(q.thinkTimeSec),
      answerLimitSec: limitOf(q.answerLimit),
      retakes: numberOf(q.retakes),
      answerMode: q.answerMode,
    })),
  };
}

/** The form fields the schema's paths name (the limit's is the select). */
const FIELD_OF: Record<string, string> = { answerLimitSec: 'answerLimit' };

/**
 * The form's path for a question's field: a point's message goes on its row's text, its
 * follow-up's on the row's prompt; one about the whole rubric (or all follow-ups) on the rubric.
 */
function questionField(index: number, [field, point]: readonly PropertyKey[]) {
  const at = `questions.${index}`;
  if (field === 'rubric' || field === 'probes') {
    if (typeof point !== 'number') return `${at}.rubric`;
    return `${at}.rubric.${point}.${field === 'rubric' ? 'text' : 'prompt'}`;
  }
  return `${at}.${FIELD_OF[String(field)] ?? String(field)}`;
}

/**
 * The shared schema's first message per field, keyed as the form's paths ('questions.0.text');
 * a list-wide one on 'questions'.
 */
export function validateEditor(values: EditorValues): Record<string, string> {
  const result = questionSetInputSchema.safeParse(toQuestionSetInput(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [top, index, ...rest] = issue.path;
    const key =
      top === 'questions' && typeof index === 'number' && rest.length > 0
        ? questionField(index, rest)
        : String(top ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
