// Where a language model's quote is in the transcript. Models copy passages nearly but not exactly:
// they straighten or curl quotes and apostrophes, swap dashes, change case, re-space. Both texts are
// compared in a normal form that remembers, for each of its characters, the original characters it
// came from, so a match maps back to the exact passage (its true offsets and original text).

/** One character of the normal form and the original span [start, end) it stands for. */
interface Normal {
  char: string;
  start: number;
  end: number;
}

const SINGLE_QUOTES = /['‘’‚‛′`´]/u;
const DOUBLE_QUOTES = /["“”„‟″«»]/u;
const DASHES = /[-‐‑‒–—―−]/u;
const SPACE = /\s/u;

/** The folded form of one original character (several characters when lower-casing expands it). */
function fold(char: string): string {
  if (SINGLE_QUOTES.test(char)) return "'";
  if (DOUBLE_QUOTES.test(char)) return '"';
  if (DASHES.test(char)) return '-';
  if (SPACE.test(char)) return ' ';
  return char.toLowerCase();
}

/**
 * The normal form of `text`: quotes, apostrophes and dashes unified, lower case, every run of
 * whitespace one space, and no space next to a dash ("fast—really" and "fast - really" are one
 * passage). Each character keeps the original span it came from.
 */
export function normalise(text: string): Normal[] {
  const folded: Normal[] = [];
  let at = 0;
  for (const char of text) {
    const start = at;
    at += char.length;
    // By UTF-16 unit, so that an index into the joined form is an index into this list.
    const form = fold(char);
    for (let k = 0; k < form.length; k++) folded.push({ char: form[k], start, end: at });
  }
  const out: Normal[] = [];
  for (let i = 0; i < folded.length; i++) {
    const c = folded[i];
    if (c.char !== ' ') {
      out.push(c);
      continue;
    }
    const previous = out.at(-1);
    // A space after a space or a dash, or at the start, adds nothing; a run's span grows instead.
    if (!previous || previous.char === '-') continue;
    if (previous.char === ' ') {
      previous.end = c.end;
      continue;
    }
    out.push({ ...c });
  }
  // Spaces before a dash, and a trailing space, are dropped too.
  return out.filter((c, i) => c.char !== ' ' || (i + 1 < out.length && out[i + 1].char !== '-'));
}

export interface Located {
  text: string;
  start: number;
  end: number;
}

/**
 * The passage of `transcript` that `quote` copies, exactly or up to quotes, dashes, case and
 * spacing; undefined when it copies none (or is blank). An exact copy is preferred where there is one.
 */
export function locateQuote(transcript: string, quote: string): Located | undefined {
  const wanted = normalise(quote);
  if (wanted.length === 0) return undefined;
  const exact = transcript.indexOf(quote);
  if (exact >= 0 && quote.trim() === quote) {
    return { text: quote, start: exact, end: exact + quote.length };
  }
  const haystack = normalise(transcript);
  const at = haystack
    .map((c) => c.char)
    .join('')
    .indexOf(wanted.map((c) => c.char).join(''));
  if (at < 0) return undefined;
  const start = haystack[at].start;
  const end = haystack[at + wanted.length - 1].end;
  return { text: transcript.slice(start, end), start, end };
}
