import { describe, expect, it } from 'vitest';
import type { LabelledAnswer } from './dataset';
import type { FollowUpCase } from './follow-ups';
import { countFollowUps, followUpCase } from './follow-ups';

describe('countFollowUps', () => {
  const cases: FollowUpCase[] = [
    // Needed and asked about the missing point.
    { labels: ['missing', 'covered', 'partly'], askIfMissing: [true, true, false], asked: 0 },
    { labels: ['covered', 'missing', 'missing'], askIfMissing: [true, false, true], asked: 2 },
    // Asked about a point made only partly: not needed (the missing point is never asked about).
    { labels: ['covered', 'partly', 'missing'], askIfMissing: [true, true, false], asked: 1 },
    // Needed, not asked.
    { labels: ['missing', 'covered'], askIfMissing: [true, false] },
    // Asked about a covered point: not needed.
    { labels: ['covered', 'covered'], askIfMissing: [true, true], asked: 0 },
    // Nothing missing, nothing asked.
    { labels: ['covered', 'covered'], askIfMissing: [true, false] },
    // Needed, but asked about the point that was made: counts against both figures.
    { labels: ['missing', 'partly'], askIfMissing: [true, true], asked: 1 },
  ];

  it('counts follow-ups about points the answer made, and needed follow-ups that were asked', () => {
    expect(countFollowUps(cases)).toEqual({
      answers: 7,
      asked: 5,
      notNeeded: 3,
      needed: 4,
      neededAsked: 2,
      notNeededShare: 3 / 5,
      neededAskedShare: 2 / 4,
    });
  });

  it('gives shares of 0, not NaN, when nothing was asked or needed', () => {
    expect(countFollowUps([cases[5]])).toMatchObject({ notNeededShare: 0, neededAskedShare: 0 });
  });
});

describe('followUpCase', () => {
  it("reads the library question's ticks and asks nothing of an answer too short to judge", () => {
    const answer: LabelledAnswer = {
      id: 'hand-made',
      questionId: 'tech-mid-2',
      transcript: 'I would fix it.',
      styles: [],
      paraphrasePoints: [],
      trapPoints: [],
      labels: ['missing', 'missing', 'missing', 'missing'],
    };
    expect(followUpCase(answer)).toEqual({
      labels: ['missing', 'missing', 'missing', 'missing'],
      askIfMissing: [true, false, true, true],
    });
  });
});
