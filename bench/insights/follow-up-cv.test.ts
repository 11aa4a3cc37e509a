import { describe, expect, it } from 'vitest';
import { joinedAnswers } from '../../functions/src/features/insights/follow-up-decision';
import { readEvidence } from '../../functions/src/features/insights/local-engine';
import { tooLittleText } from '../../functions/src/features/insights/too-little-text';
import { LIBRARY_QUESTIONS } from '../../functions/src/shared/question-library';
import { loadSplit } from './dataset';
import type { OutOfFoldAnswer, Reading } from './follow-up-cv';
import { chooseTau, figuresOf, RULES } from './follow-up-cv';
import { followUpCase } from './follow-ups';

const rule = (name: string) => RULES[Object.keys(RULES).find((k) => k.startsWith(name))!].rule;
// Point 0 weakly missing (under "some" 0.55), point 2 surely missing.
const readings: Reading[] = [
  { point: 0, p: 0.5, some: 0.55 },
  { point: 2, p: 0.1, some: 0.55 },
];

describe('the follow-up candidates', () => {
  it('today asks the first missing point in rubric order; the others the most surely missing', () => {
    expect(rule('A')(readings, 1)).toBe(0);
    expect(rule('B')(readings, 1)).toBe(2);
    expect(rule('D')(readings, 1)).toBe(2);
  });

  it('asks under a threshold only what is below it and below "some evidence"', () => {
    expect(rule('C')(readings, 0.3)).toBe(2);
    expect(rule('D')(readings, 0.05)).toBeUndefined();
    expect(rule('C')([{ point: 1, p: 0.6, some: 0.55 }], 0.9)).toBeUndefined();
  });
});

describe('chooseTau', () => {
  const answer = (p: number, label: 'missing' | 'covered'): OutOfFoldAnswer => ({
    labels: [label],
    askIfMissing: [true],
    tooLittle: false,
    askable: [{ point: 0, p, some: 0.55 }],
  });
  // Seven surely missing points, then one made point among the doubtful.
  const data = [
    ...[0.1, 0.12, 0.14, 0.16, 0.18, 0.2, 0.22].map((p) => answer(p, 'missing')),
    answer(0.3, 'covered'),
    answer(0.4, 'missing'),
    answer(0.45, 'covered'),
  ];

  it('takes the highest threshold whose "not needed" share stays at or under 15 %', () => {
    // Up to 0.4: 1 of 9 asked not needed (0.111); with 0.45 too, 2 of 10 (0.2).
    const chosen = chooseTau(data, rule('D'));
    expect(chosen?.tau).toBeCloseTo((0.4 + 0.45) / 2, 10);
    expect(chosen?.figures).toMatchObject({ asked: 9, notNeeded: 1, needed: 8, neededAsked: 8 });
  });

  it('finds none when even the surest follow-up was not needed, and asks nothing of too little text', () => {
    expect(chooseTau([answer(0.1, 'covered'), answer(0.2, 'missing')], rule('D'))).toBeUndefined();
    const short = { ...answer(0.1, 'missing'), tooLittle: true };
    expect(figuresOf([short], rule('D'), 0.5)).toMatchObject({ asked: 0, needed: 1 });
  });
});

describe("today's rule as the out-of-fold bench reads it", () => {
  it('asks what decideFollowUp asks, given the shipped model', () => {
    let asked = 0;
    for (const a of loadSplit('train').slice(0, 30)) {
      const q = LIBRARY_QUESTIONS.find((x) => x.id === a.questionId)!;
      const text = joinedAnswers([a.transcript]);
      const { points } = readEvidence(text, q.rubric);
      const askable = points.flatMap((p, i) =>
        q.probes?.[i]?.askIfMissing ? [{ point: i, p: p.probability, some: p.model.some }] : [],
      );
      const point = tooLittleText({ transcript: text, rubric: q.rubric })
        ? undefined
        : rule('A')(askable, 1);
      expect(point).toBe(followUpCase(a).asked);
      if (point !== undefined) asked++;
    }
    expect(asked).toBeGreaterThan(5);
  });
});
