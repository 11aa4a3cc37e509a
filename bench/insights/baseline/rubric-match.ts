// Which sentences of an answer cover each rubric point. A point's content words (lemmas, stop
// words dropped, synonyms merged) are looked for in the answer's best window of one or two
// consecutive sentences, with the same polarity: "I didn't use a cache" does not cover "uses a
// cache". The share of the point's words found decides the status.
import type { CoverageStatus } from '../../../functions/src/shared/schemas/insights';
import type { Sentence, Term } from './sentences';
import { readSentences } from './sentences';

/**
 * The rule, chosen on the evaluation set and kept round so it does not fit that set's quirks:
 * half of the point's content words found → covered; a quarter → partly, but only with two words
 * found unless the point has three words or fewer (one shared common word is not coverage of a
 * long point); less → missing.
 */
const COVERED_SHARE = 0.5;
const PARTLY_SHARE = 0.25;

export interface PointMatch {
  status: CoverageStatus;
  /** The sentences (indexes into the answer's) that hold the matched words, in order. */
  sentences: number[];
  /** The point's words found, for ranking summary sentences. */
  matched: number;
}

const termId = (term: Term) => `${term.negated ? '!' : ''}${term.key}`;

// Rubric points are written about the candidate ("Describes the incident…", "Names a concrete
// case…"): these verbs say what a good answer does, not what it says, so they are not looked for
// as a point's first word. ("Shares the outcome" is left out: "Shared memory…" starts a point too.)
const RUBRIC_VERBS = [
  'describe',
  'explain',
  'show',
  'state',
  'name',
  'mention',
  'consider',
  'identify',
  'choose',
  'give',
  'discuss',
  'cover',
  'pick',
  'decide',
  'make',
];
let rubricVerbKeys: Set<string | undefined> | undefined; // built on first use, with the model

/** The point's distinct content words with their polarity (its first word, a rubric verb, out). */
export function pointTerms(point: string): Set<string> {
  rubricVerbKeys ??= new Set(RUBRIC_VERBS.map((verb) => readSentences(verb)[0]?.terms[0]?.key));
  const verbs = rubricVerbKeys;
  const sentences = readSentences(point);
  return new Set(
    sentences.flatMap((s, i) =>
      s.terms.filter((t, k) => !(i === 0 && k === 0 && verbs.has(t.key))).map(termId),
    ),
  );
}

export function matchPoint(point: Set<string>, sentences: readonly Sentence[]): PointMatch {
  const none: PointMatch = { status: 'missing', sentences: [], matched: 0 };
  if (point.size === 0 || sentences.length === 0) return none;
  const found = sentences.map((s) => new Set(s.terms.map(termId).filter((t) => point.has(t))));
  let best = { matched: 0, sentences: [] as number[] };
  for (let i = 0; i < sentences.length; i++) {
    for (const width of [1, 2]) {
      if (i + width > sentences.length) continue;
      const window = found.slice(i, i + width);
      const matched = new Set(window.flatMap((f) => [...f])).size;
      // A wider window must add words to win: the shortest quote that shows the point is best.
      if (matched > best.matched) {
        best = {
          matched,
          sentences: window.flatMap((f, k) => (f.size > 0 ? [i + k] : [])),
        };
      }
    }
  }
  const share = best.matched / point.size;
  const status: CoverageStatus =
    share >= COVERED_SHARE
      ? 'covered'
      : share >= PARTLY_SHARE && (best.matched >= 2 || point.size <= 3)
        ? 'partly'
        : 'missing';
  return status === 'missing' ? none : { status, ...best };
}
