// The editor's form values and the API's body, one to the other: the rubric is one key point per
// line, the answer limit a select's string, the numbers whatever the number inputs hold.
import { DEFAULT_QUESTION_SETTINGS } from '@shared/constants/domain';
import type { AnswerMode } from '@shared/constants/domain';
import { questionSetInputSchema } from '@shared/schemas/question-sets';
import type { QuestionSetInput } from '@shared/schemas/question-sets';
import type { SetQuestionView } from '../types';
import { limitOf, limitValue } from './answer-limits';
import { newQuestionId } from './question-id';

export interface QuestionFormValues {
  id: string;
  text: string;
  hint: string;
  /** One key point per line. */
  rubric: string;
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
  questions: QuestionFormValues[];
}

/** A set's content, as a stored set, a library set or an API answer hold it. */
export interface SetContent {
  name: string;
  description: string;
  questions: readonly SetQuestionView[];
}

/** A rubric's key points from the textarea: one per line, blank lines dropped. */
export const rubricPoints = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const rubricText = (points: readonly string[]) => points.join('\n');

const numberOf = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** A question just added: empty text, the default settings, a new id. */
export function newQuestionValues(id: string = newQuestionId()): QuestionFormValues {
  return {
    id,
    text: '',
    hint: '',
    rubric: '',
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
  questions: [newQuestionValues()],
});

export function toEditorValues(set: SetContent): EditorValues {
  return {
    name: set.name,
    description: set.description,
    questions: set.questions.map((q) => ({
      id: q.id,
      text: q.text,
      hint: q.hint ?? '',
      rubric: rubricText(q.rubric),
      thinkTimeSec: q.thinkTimeSec,
      answerLimit: limitValue(q.answerLimitSec),
      retakes: q.retakes,
      answerMode: q.answerMode,
    })),
  };
}

/** The POST / PUT body; the shared schema trims, drops an empty hint and checks every field. */
export function toQuestionSetInput(values: EditorValues): QuestionSetInput {
  return {
    name: values.name,
    description: values.description,
    questions: values.questions.map((q) => ({
      id: q.id,
      text: q.text,
      hint: q.hint,
      rubric: rubricPoints(q.rubric),
      thinkTimeSec: numberOf(q.thinkTimeSec),
      answerLimitSec: limitOf(q.answerLimit),
      retakes: numberOf(q.retakes),
      answerMode: q.answerMode,
    })),
  };
}

/** The form fields the schema's paths name (the limit's is the select, the rubric's the textarea). */
const FIELD_OF: Record<string, string> = { answerLimitSec: 'answerLimit' };

/**
 * The shared schema's first message per field, keyed as the form's paths ('questions.0.text');
 * a rubric point's message goes on the rubric, a list-wide one on 'questions'.
 */
export function validateEditor(values: EditorValues): Record<string, string> {
  const result = questionSetInputSchema.safeParse(toQuestionSetInput(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [top, index, field] = issue.path;
    const key =
      top === 'questions' && typeof index === 'number' && typeof field === 'string'
        ? `questions.${index}.${FIELD_OF[field] ?? field}`
        : String(top ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
