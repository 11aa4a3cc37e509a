import { describe, expect, it } from 'vitest';
import { INTERVIEW_LEVELS, INTERVIEW_TYPES } from './constants/domain';
import { librarySetId } from './constants/ids';
import { LIBRARY_QUESTIONS, LIBRARY_SETS, librarySet } from './question-library';
import { questionSetInputSchema } from './schemas/question-sets';

describe('the HiQ library', () => {
  it('has 45 questions with unique ids, five per type and level, each with a 3-5 point rubric', () => {
    expect(LIBRARY_QUESTIONS).toHaveLength(45);
    expect(new Set(LIBRARY_QUESTIONS.map((q) => q.id)).size).toBe(45);
    for (const q of LIBRARY_QUESTIONS) {
      expect(q.rubric.length, q.id).toBeGreaterThanOrEqual(3);
      expect(q.rubric.length, q.id).toBeLessThanOrEqual(5);
      expect(new Set(q.rubric).size, q.id).toBe(q.rubric.length);
    }
  });

  it('makes one set per type and level, addressed by librarySetId, in the library order', () => {
    expect(LIBRARY_SETS.map((s) => s.id)).toEqual(
      INTERVIEW_TYPES.flatMap((type) => INTERVIEW_LEVELS.map((level) => librarySetId(type, level))),
    );
    const set = librarySet('library-technical-mid')!;
    expect(set).toMatchObject({ name: 'Technical · Mid', questionCount: 5, archived: false });
    expect(set.questions.map((q) => q.id)).toEqual([
      'tech-mid-1',
      'tech-mid-2',
      'tech-mid-3',
      'tech-mid-4',
      'tech-mid-5',
    ]);
    expect(librarySet('System Design · Senior')).toBeUndefined();
    expect(librarySet('library-technical-principal')).toBeUndefined();
  });

  it('keeps the behaviour library questions always had: untimed, one retake, spoken or typed', () => {
    for (const set of LIBRARY_SETS)
      for (const q of set.questions)
        expect(q).toMatchObject({
          thinkTimeSec: 0,
          answerLimitSec: null,
          retakes: 1,
          answerMode: 'either',
        });
  });

  it('is what the editor would accept, so a duplicated library set can be saved as it is', () => {
    for (const set of LIBRARY_SETS) {
      const { name, description, questions } = set;
      const parsed = questionSetInputSchema.safeParse({ name, description, questions });
      expect(parsed.success, set.id).toBe(true);
    }
  });

  it('gives every rubric point one reviewed follow-up: a short spoken question of its own', () => {
    for (const q of LIBRARY_QUESTIONS) {
      expect(q.probes, q.id).toHaveLength(q.rubric.length);
      q.probes!.forEach((probe, i) => {
        const where = `${q.id} point ${i + 1}`;
        expect(probe, where).not.toBeNull();
        const prompt = probe!.prompt;
        expect(prompt.trim(), where).not.toBe('');
        expect(prompt.length, where).toBeLessThanOrEqual(200);
        // One question, ending with its question mark.
        expect(prompt.endsWith('?'), where).toBe(true);
        expect(prompt.split('?').length - 1, where).toBe(1);
        // Open questions only: a yes or no tells the reviewer nothing.
        expect(prompt, where).not.toMatch(
          /^(is|are|was|were|do|does|did|can|could|would|will|should|have|has|had)\b/i,
        );
        expect(prompt.toLowerCase(), where).not.toContain(q.rubric[i].toLowerCase());
      });
    }
  });

  it('asks when missing about at least one point of every question, and never all of them', () => {
    for (const q of LIBRARY_QUESTIONS) {
      const asked = q.probes!.filter((probe) => probe?.askIfMissing).length;
      expect(asked, q.id).toBeGreaterThanOrEqual(1);
      expect(asked, q.id).toBeLessThan(q.rubric.length);
    }
  });

  it("carries the follow-ups into the library's sets, so an interview or a copy of one asks them", () => {
    const question = librarySet('library-behavioral-mid')!.questions[1];
    expect(question.id).toBe('behav-mid-2');
    expect(question.probes).toHaveLength(4);
    expect(question.probes![2]).toEqual({
      prompt: 'How did you know whether it succeeded?',
      askIfMissing: true,
    });
  });
});
