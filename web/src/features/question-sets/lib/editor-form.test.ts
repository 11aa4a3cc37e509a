import { describe, expect, it } from 'vitest';
import { QUESTION_ID_PATTERN } from '@shared/constants/ids';
import { QUESTION_SET_MESSAGES as M } from '@shared/messages/question-sets';
import { questionSetInputSchema } from '@shared/schemas/question-sets';
import { answerLimitOptions, limitOf, limitValue } from './answer-limits';
import {
  emptyEditorValues,
  newQuestionValues,
  rubricPointValues,
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

const probe = (prompt: string, askIfMissing = true) => ({ prompt, askIfMissing });

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
    // A set made before follow-ups: each point with an empty follow-up, not asked.
    expect(values.questions[0]).toMatchObject({
      rubric: [
        { text: 'Names the cause', prompt: '', askIfMissing: false },
        { text: 'Says how they found it', prompt: '', askIfMissing: false },
      ],
      answerLimit: '90',
      hint: '',
    });
    expect(values.followUpsPerQuestion).toBe('1');
    expect(values.questions[1]?.answerLimit).toBe('none');
    const input = toQuestionSetInput(values);
    expect(input).toEqual({
      ...stored,
      followUpsPerQuestion: 1,
      questions: [
        { ...stored.questions[0], hint: '', probes: [probe('', false), probe('', false)] },
        { ...stored.questions[1], probes: [] },
      ],
    });
    expect(validateEditor(values)).toEqual({});
    // The same set gives the same values (the editor measures "unchanged" against them).
    expect(toEditorValues(stored)).toEqual(values);
  });

  it("sends each point's follow-up by position and the set's follow-ups per question", () => {
    const values = toEditorValues({
      ...stored,
      followUpsPerQuestion: 2,
      questions: [
        {
          ...stored.questions[0]!,
          probes: [probe('What did you measure before you changed anything?'), null],
        },
      ],
    });
    expect(values.followUpsPerQuestion).toBe('2');
    expect(values.questions[0]?.rubric[0]).toMatchObject({
      prompt: 'What did you measure before you changed anything?',
      askIfMissing: true,
    });
    values.followUpsPerQuestion = '0';
    // A blank point between them, whose follow-up goes with it.
    values.questions[0]!.rubric.splice(1, 0, rubricPointValues('  ', probe('Dropped')));
    const input = toQuestionSetInput(values);
    expect(input.followUpsPerQuestion).toBe(0);
    expect(input.questions[0]).toMatchObject({
      rubric: ['Names the cause', '  ', 'Says how they found it'],
      probes: [
        probe('What did you measure before you changed anything?'),
        probe('Dropped'),
        probe('', false),
      ],
    });
    expect(questionSetInputSchema.parse(input).questions[0]).toMatchObject({
      rubric: ['Names the cause', 'Says how they found it'],
      probes: [probe('What did you measure before you changed anything?'), null],
    });
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
      rubric: [],
      thinkTimeSec: 30,
      answerLimit: '180',
      retakes: 1,
      answerMode: 'either',
    });
    expect(emptyEditorValues().questions).toHaveLength(1);
    expect(emptyEditorValues().followUpsPerQuestion).toBe('1');
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

  it('a point or follow-up too long is reported on its row, too many points on the rubric', () => {
    const values = toEditorValues(stored);
    values.questions[0]!.rubric[1]!.text = 'y'.repeat(301);
    values.questions[1]!.rubric = [rubricPointValues('ok', probe('z'.repeat(201)))];
    expect(validateEditor(values)).toEqual({
      'questions.0.rubric.1.text': M.rubricTooLong,
      'questions.1.rubric.0.prompt': M.probePromptTooLong,
    });
    const many = toEditorValues(stored);
    many.questions[0]!.rubric = Array.from({ length: 21 }, (_, i) => rubricPointValues(`p${i}`));
    expect(validateEditor(many)).toEqual({ 'questions.0.rubric': M.rubricTooLong });
    many.questions[0]!.rubric.pop();
    expect(validateEditor(many)).toEqual({});
  });
});
