import { describe, expect, it } from 'vitest';
import { tooLittleText } from './too-little-text';

const rubric = ['Caches reads'];
// Twelve words exactly.
const twelve = 'We cache the hot reads and invalidate each key when records change.';
const phrase = (text: string, confidence?: number) => ({
  text,
  offsetMs: 0,
  durationMs: 1000,
  ...(confidence === undefined ? {} : { confidence }),
});

describe('tooLittleText', () => {
  it('is true below 12 words and false from 12', () => {
    expect(tooLittleText({ transcript: twelve, rubric })).toBe(false);
    expect(
      tooLittleText({ transcript: 'We cache the hot reads and invalidate each key.', rubric }),
    ).toBe(true);
    expect(tooLittleText({ transcript: '', rubric })).toBe(true);
  });

  it('does not count fillers as words', () => {
    const padded = 'Um, uh, we cache the hot reads, you know, and, erm, hmm, invalidate keys.';
    expect(tooLittleText({ transcript: padded, rubric })).toBe(true);
    expect(tooLittleText({ transcript: `Um, ${twelve}`, rubric })).toBe(false);
  });

  it('is true for a spoken answer the speech service heard at under 0.5 on average', () => {
    const [a, b] = ['We cache the hot reads and', 'invalidate each key when records change.'];
    const spoken = (ca?: number, cb?: number) => ({
      transcript: twelve,
      rubric,
      phrases: [phrase(a, ca), phrase(b, cb)],
    });
    expect(tooLittleText(spoken(0.4, 0.45))).toBe(true);
    expect(tooLittleText(spoken(0.5, 0.5))).toBe(false);
    // Weighted by words: 6 words at 0.2 and 6 at 0.9 make 0.55.
    expect(tooLittleText(spoken(0.2, 0.9))).toBe(false);
    // 6 words at 0.1 and 6 at 0.8 make 0.45.
    expect(tooLittleText(spoken(0.1, 0.8))).toBe(true);
  });

  it('weights each phrase by its words, not one vote a phrase', () => {
    const long = 'We cache the hot reads and invalidate each key when';
    const input = {
      transcript: `${long} records change.`,
      rubric,
      // 10 words at 0.3 and 2 at 1.0: 0.42 by words, 0.65 by phrases.
      phrases: [phrase(long, 0.3), phrase('records change.', 1)],
    };
    expect(tooLittleText(input)).toBe(true);
  });

  it('takes phrases saved without a confidence as reliable', () => {
    const input = { transcript: twelve, rubric, phrases: [phrase(twelve)] };
    expect(tooLittleText(input)).toBe(false);
    // One doubted phrase among unmarked ones: 2 words at 0.1 and 10 at 1 make 0.85.
    const mixed = {
      transcript: twelve,
      rubric,
      phrases: [
        phrase('We cache', 0.1),
        phrase('the hot reads and invalidate each key when records change.'),
      ],
    };
    expect(tooLittleText(mixed)).toBe(false);
  });
});
