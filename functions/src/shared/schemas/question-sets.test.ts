import { describe, expect, it } from 'vitest';
import { QUESTION_SET_MESSAGES as M } from '../messages/question-sets';
import { questionSetInputSchema } from './question-sets';

const question = (over: Record<string, unknown> = {}) => ({
  id: 'q1',
  text: 'Tell us about a project.',
  thinkTimeSec: 30,
  answerLimitSec: 120,
  retakes: 1,
  answerMode: 'either',
  ...over,
});
const set = (over: Record<string, unknown> = {}) => ({
  name: 'Support engineer',
  questions: [question()],
  ...over,
});
const withQuestion = (over: Record<string, unknown>) => set({ questions: [question(over)] });

/** The messages of a refused input, or [] when it is accepted. */
function errors(input: unknown): string[] {
  const result = questionSetInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('questionSetInputSchema', () => {
  it('accepts a set and fills the optional fields: no hint, no rubric, no description', () => {
    expect(questionSetInputSchema.parse(set())).toEqual({
      name: 'Support engineer',
      description: '',
      followUpsPerQuestion: 1,
      questions: [{ ...question(), hint: null, rubric: [] }],
    });
  });

  it("keeps each point's follow-up by position, dropping it with a blank point", () => {
    const probe = (prompt: string, askIfMissing = true) => ({ prompt, askIfMissing });
    const parsed = questionSetInputSchema.parse(
      withQuestion({
        rubric: ['Measures first', '  ', 'Names the result', 'Says what they learned'],
        probes: [probe(' What did you measure? '), probe('Dropped'), null, probe('  ', false)],
      }),
    );
    expect(parsed.questions[0]).toMatchObject({
      rubric: ['Measures first', 'Names the result', 'Says what they learned'],
      // A probe with no prompt asks nothing: stored as none.
      probes: [probe('What did you measure?'), null, null],
    });
  });

  it('refuses more follow-ups than points, a prompt over 200 characters and a reserved id', () => {
    const probe = { prompt: 'Why?', askIfMissing: true };
    expect(errors(withQuestion({ rubric: ['One'], probes: [probe, probe] }))).toEqual([
      M.probeInvalid,
    ]);
    expect(
      errors(withQuestion({ rubric: ['One'], probes: [{ ...probe, prompt: 'x'.repeat(201) }] })),
    ).toEqual([M.probePromptTooLong]);
    expect(errors(withQuestion({ rubric: ['One'], probes: [{ prompt: 'Why?' }] }))).toEqual([
      M.probeInvalid,
    ]);
    expect(errors(withQuestion({ id: 'fu-1-1' }))).toEqual([M.questionIdInvalid]);
  });

  it('takes 0 to 2 follow-ups per question', () => {
    expect(errors(set({ followUpsPerQuestion: 0 }))).toEqual([]);
    expect(errors(set({ followUpsPerQuestion: 2 }))).toEqual([]);
    expect(errors(set({ followUpsPerQuestion: 3 }))).toEqual([M.followUpsPerQuestionRange]);
    expect(errors(set({ followUpsPerQuestion: 1.5 }))).toEqual([M.followUpsPerQuestionRange]);
  });

  it('trims text, turns a blank hint into none and drops blank rubric points', () => {
    const parsed = questionSetInputSchema.parse(
      set({
        name: '  Padded  ',
        questions: [question({ text: '  Why? ', hint: '   ', rubric: [' One ', '', '  '] })],
      }),
    );
    expect(parsed.name).toBe('Padded');
    expect(parsed.questions[0]).toMatchObject({ text: 'Why?', hint: null, rubric: ['One'] });
  });

  it('accepts the bounds: 50 questions, limits 30 and 600 s, no limit, 3 retakes, 300 s think', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => question({ id: `q${i}` }));
    expect(errors(set({ questions: fifty }))).toEqual([]);
    expect(errors(withQuestion({ answerLimitSec: 30 }))).toEqual([]);
    expect(errors(withQuestion({ answerLimitSec: 600 }))).toEqual([]);
    expect(errors(withQuestion({ answerLimitSec: null }))).toEqual([]);
    expect(errors(withQuestion({ retakes: 3, thinkTimeSec: 300 }))).toEqual([]);
    expect(errors(withQuestion({ retakes: 0, thinkTimeSec: 0 }))).toEqual([]);
    // An empty set may be saved; scheduling refuses it.
    expect(errors(set({ questions: [] }))).toEqual([]);
  });

  it('refuses 51 questions', () => {
    const fiftyOne = Array.from({ length: 51 }, (_, i) => question({ id: `q${i}` }));
    expect(errors(set({ questions: fiftyOne }))).toEqual([M.tooManyQuestions]);
  });

  it('refuses limits outside 30-600 s, fractions and numbers as text', () => {
    expect(errors(withQuestion({ answerLimitSec: 29 }))).toEqual([M.answerLimitRange]);
    expect(errors(withQuestion({ answerLimitSec: 601 }))).toEqual([M.answerLimitRange]);
    expect(errors(withQuestion({ answerLimitSec: 90.5 }))).toEqual([M.answerLimitRange]);
    expect(errors(withQuestion({ answerLimitSec: '120' }))).toEqual([M.answerLimitRange]);
    expect(errors(withQuestion({ thinkTimeSec: 301 }))).toEqual([M.thinkTimeRange]);
    expect(errors(withQuestion({ thinkTimeSec: -1 }))).toEqual([M.thinkTimeRange]);
    expect(errors(withQuestion({ thinkTimeSec: null }))).toEqual([M.thinkTimeRange]);
  });

  it('refuses 4 retakes and an unknown answer mode', () => {
    expect(errors(withQuestion({ retakes: 4 }))).toEqual([M.retakesRange]);
    expect(errors(withQuestion({ answerMode: 'sing' }))).toEqual([M.answerModeInvalid]);
  });

  it('refuses empty question text and a missing or blank name', () => {
    expect(errors(withQuestion({ text: '   ' }))).toEqual([M.textRequired]);
    expect(errors(withQuestion({ text: undefined }))).toEqual([M.textRequired]);
    expect(errors(set({ name: ' ' }))).toEqual([M.nameRequired]);
    expect(errors({ questions: [] })).toEqual([M.nameRequired]);
    expect(errors(set({ name: 'x'.repeat(121) }))).toEqual([M.nameTooLong]);
  });

  it('refuses two questions with the same id, and ids that are not ids', () => {
    expect(errors(set({ questions: [question(), question()] }))).toEqual([M.questionIdDuplicate]);
    expect(errors(withQuestion({ id: 'a/b' }))).toEqual([M.questionIdInvalid]);
    expect(errors(withQuestion({ id: '' }))).toEqual([M.questionIdInvalid]);
    expect(errors(withQuestion({ id: 'x'.repeat(41) }))).toEqual([M.questionIdInvalid]);
  });

  it('refuses unknown fields, on the set and on a question', () => {
    expect(errors(set({ archived: true }))).toHaveLength(1);
    expect(errors(withQuestion({ score: 5 }))).toHaveLength(1);
  });

  it('refuses a rubric of more than 20 points or a point over 300 characters', () => {
    const points = (n: number) => Array.from({ length: n }, (_, i) => `Point ${i}`);
    expect(errors(withQuestion({ rubric: points(20) }))).toEqual([]);
    expect(errors(withQuestion({ rubric: points(21) }))).toEqual([M.rubricTooLong]);
    expect(errors(withQuestion({ rubric: ['x'.repeat(301)] }))).toEqual([M.rubricTooLong]);
  });
});
