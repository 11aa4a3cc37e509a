import { describe, expect, it } from 'vitest';
import { locateQuote, normalise } from './locate-quote';

const transcript =
  "We didn't cache at first.  The hit rate—about 80 %—was \u201Cgood enough\u201D. Then we\nSharded it.";

/** The located passage, checked to be the transcript's own text at its offsets. */
function located(quote: string, text = transcript) {
  const found = locateQuote(text, quote);
  if (found) expect(text.slice(found.start, found.end)).toBe(found.text);
  return found;
}

describe('locateQuote', () => {
  it('finds an exact copy at its offsets', () => {
    expect(located("We didn't cache at first.")).toEqual({
      text: "We didn't cache at first.",
      start: 0,
      end: 25,
    });
  });

  it('maps a curly apostrophe back to the straight one the candidate said', () => {
    expect(located('We didn\u2019t cache at first.')).toEqual({
      text: "We didn't cache at first.",
      start: 0,
      end: 25,
    });
  });

  it('maps straight quotes, other dashes, case and spacing back to the original passage', () => {
    const start = transcript.indexOf('The hit rate');
    const end = transcript.indexOf('enough\u201D.') + 'enough\u201D.'.length;
    expect(located('the hit rate - about 80 % - was "GOOD enough".')).toEqual({
      text: transcript.slice(start, end),
      start,
      end,
    });
    // A line break and a double space in the transcript are one space in a quote.
    expect(located('first. The hit rate')?.text).toBe('first.  The hit rate');
    expect(located('then we sharded it.')?.text).toBe('Then we\nSharded it.');
  });

  it('trims the quote, prefers an exact copy, and else takes the first near one', () => {
    expect(located('  cache at first.\n')).toEqual({ text: 'cache at first.', start: 10, end: 25 });
    expect(located('we left', 'We left. we left.')).toEqual({ text: 'we left', start: 9, end: 16 });
    expect(located('WE LEFT', 'We left. we left.')).toEqual({ text: 'We left', start: 0, end: 7 });
  });

  it('finds nothing for words not said, or a blank quote', () => {
    expect(located('We cached at first.')).toBeUndefined();
    expect(located('We did not cache at first.')).toBeUndefined();
    expect(located('   ')).toBeUndefined();
    expect(located('')).toBeUndefined();
  });

  it('keeps offsets exact around characters that lower-casing or UTF-16 widen', () => {
    const text = 'Caf\u00E9 \u{1F600} \u0130stanbul OK. The end.';
    expect(located('\u{1F600} \u0130STANBUL ok.', text)?.text).toBe('\u{1F600} \u0130stanbul OK.');
    expect(located('the END.', text)).toEqual({
      text: 'The end.',
      start: text.indexOf('The end.'),
      end: text.length,
    });
  });
});

describe('normalise', () => {
  it('folds quotes, dashes, case and whitespace, each character keeping its original span', () => {
    const normal = normalise(' A\u2019b \u2014  C\t\n');
    expect(normal.map((c) => c.char).join('')).toBe("a'b-c");
    expect(normal.map((c) => [c.start, c.end])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [5, 6],
      [8, 9],
    ]);
  });
});
