import { describe, expect, it } from 'vitest';
import { QUESTION_ID_PATTERN } from '@shared/constants/ids';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { answerLimitOptions, limitOf, limitValue } from './answer-limits';
import {
  emptyEditorValues,
  newQuestionValues,
  rubricPoints,
  rubricText,
  toEditorValues,
  toQuestionSetInput,
  validateEditor,
} from './editor-form';
import { newQuestionId } from './question-id';

const stored = {
  name: 'Backend round',
  description: 'For API engineers',
  questions: [
    {
      id: 'q-1',
      text: 'Tell us about a hard bug.',
      hint: null,
      rubric: ['Names the cause', 'Says how they found it'],
      thinkTimeSec: 20,
      answerLimitSec: 90,
      retakes: 2,
      answerMode: 'speak' as const,
    },
    {
      id: 'q-2',
      text: 'Why this team?',
      hint: 'Be concrete',
      rubric: [],
      thinkTimeSec: 0,
      answerLimitSec: null,
      retakes: 0,
      answerMode: 'type' as const,
    },
  ],
};

describe('rubric lines', () => {
  it('one key point per line, trimmed, blank lines dropped; back as lines', () => {
    expect(rubricPoints('  first \n\n second\n   \nthird')).toEqual(['first', 'second', 'third']);
    expect(rubricPoints('')).toEqual([]);
    expect(rubricText(['a', 'b'])).toBe('a\nb');
    expect(rubricPoints(rubricText(['a', 'b']))).toEqual(['a', 'b']);
  });
});

describe('answer limit select', () => {
  it('"none" is no limit, any other value seconds', () => {
    expect(limitValue(null)).toBe('none');
    expect(limitValue(90)).toBe('90');
    expect(limitOf('none')).toBeNull();
    expect(limitOf('90')).toBe(90);
  });

  it('offers No limit and the usual limits, labelled in minutes and seconds', () => {
    expect(answerLimitOptions().map((o) => o.label)).toEqual([
      'No limit',
      '30 s',
      '45 s',
      '1 min',
      '1 min 30 s',
      '2 min',
      '3 min',
      '5 min',
      '10 min',
    ]);
    expect(answerLimitOptions()[0]?.value).toBe('none');
  });

  it("adds a set's unusual limit in its place, so saving keeps it", () => {
    const options = answerLimitOptions(200);
    expect(options.map((o) => o.value)).toContain('200');
    expect(options.find((o) => o.value === '200')?.label).toBe('3 min 20 s');
    expect(options.findIndex((o) => o.value === '200')).toBe(
      options.findIndex((o) => o.value === '180') + 1,
    );
    expect(answerLimitOptions(90)).toHaveLength(9);
  });
});

describe('form values and the API body', () => {
  it('round-trips a stored set', () => {
    const values = toEditorValues(stored);
    expect(values.questions[0]).toMatchObject({
      rubric: 'Names the cause\nSays how they found it',
      answerLimit: '90',
      hint: '',
    });
    expect(values.questions[1]?.answerLimit).toBe('none');
    const input = toQuestionSetInput(values);
    expect(input).toEqual({
      ...stored,
      questions: [{ ...stored.questions[0], hint: '' }, { ...stored.questions[1] }],
    });
    expect(validateEditor(values)).toEqual({});
  });

  it("keeps each question's id through edits and a reorder", () => {
    const values = toEditorValues(stored);
    const edited = { ...values, questions: [...values.questions].reverse() };
    expect(toQuestionSetInput(edited).questions.map((q) => q.id)).toEqual(['q-2', 'q-1']);
  });

  it('a new question has a fresh id that the API accepts, and the default settings', () => {
    const a = newQuestionValues();
    const b = newQuestionValues();
    expect(a.id).not.toBe(b.id);
    expect(a.id).toMatch(QUESTION_ID_PATTERN);
    expect(newQuestionId(() => '123e4567-e89b-12d3-a456-426614174000')).toBe('q123e4567e89b12d');
    expect(a).toMatchObject({
      thinkTimeSec: 30,
      answerLimit: '180',
      retakes: 1,
      answerMode: 'either',
    });
    expect(emptyEditorValues().questions).toHaveLength(1);
  });

  it("puts the shared schema's messages on the form's fields", () => {
    const values = emptyEditorValues();
    values.questions[0] = { ...values.questions[0]!, thinkTimeSec: '', retakes: 9 };
    values.questions.push({ ...newQuestionValues(), text: 'x'.repeat(1001), answerLimit: '5' });
    expect(validateEditor(values)).toEqual({
      name: M.nameRequired,
      'questions.0.text': M.textRequired,
      'questions.0.thinkTimeSec': M.thinkTimeRange,
      'questions.0.retakes': M.retakesRange,
      'questions.1.text': M.textTooLong,
      'questions.1.answerLimit': M.answerLimitRange,
    });
  });

  it('a rubric point too long is reported on the rubric field', () => {
    const values = toEditorValues(stored);
    values.questions[0]!.rubric = `ok\n${'y'.repeat(301)}`;
    expect(validateEditor(values)).toEqual({ 'questions.0.rubric': M.rubricTooLong });
  });
});
