import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

describe('parseRange', () => {
  it('serves the whole body without a usable bytes range', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('items=0-5', 100)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
  });
  it('reads start-end, open-ended and suffix ranges, clamped to the body', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });
  it('answers an open-ended range with at most maxOpenEnded bytes, other ranges in full', () => {
    expect(parseRange('bytes=0-', 100, 30)).toEqual({ start: 0, end: 29 });
    expect(parseRange('bytes=90-', 100, 30)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=0-99', 100, 30)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=-50', 100, 30)).toEqual({ start: 50, end: 99 });
    expect(parseRange(undefined, 100, 30)).toBeUndefined();
  });
  it('refuses malformed and out-of-body ranges', () => {
    for (const header of [
      'bytes=100-',
      'bytes=5-2',
      'bytes=-0',
      'bytes=abc',
      'bytes=-',
      'bytes=1-2-3',
    ]) {
      expect(parseRange(header, 100)).toBe('unsatisfiable');
    }
  });
});
