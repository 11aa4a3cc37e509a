import { describe, expect, it } from 'vitest';
import { averageRating, countWords, formatDuration, wordsPerMinute } from './answer-stats';

describe('answer stats', () => {
  it('counts words, keeping contractions and hyphenated words whole', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords("I'm a full-stack dev, 10 years!")).toBe(6);
    expect(countWords('Ça va — très bien')).toBe(4);
  });
  it('computes words per minute from the duration', () => {
    expect(wordsPerMinute('one two three four five six', 3)).toBe(120);
    expect(wordsPerMinute('a b c', 90)).toBe(2);
    expect(wordsPerMinute('words', 0)).toBeNull();
    expect(wordsPerMinute('words', Infinity)).toBeNull();
    expect(wordsPerMinute('words', null)).toBeNull();
    expect(wordsPerMinute('', 30)).toBeNull();
  });
  it('formats durations', () => {
    expect(formatDuration(7.4)).toBe('0:07');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(null)).toBe('-');
    expect(formatDuration(Infinity)).toBe('-');
  });
  it('averages ratings, ignoring anything outside 1–5', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([4, 5])).toBe(4.5);
    expect(averageRating([1, 2, 2])).toBe(1.7);
    expect(averageRating([0, 9, 3])).toBe(3);
  });
});
