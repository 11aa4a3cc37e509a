// The offline engine: rubric coverage, an extractive summary and delivery figures for one answer,
// computed in-process with wink-nlp (no network, no model download). Every quote is an exact
// passage of the transcript, so a reviewer (or a later engine) can check and highlight it.
import type { AnswerInsights, Quote } from '../../shared/schemas/insights';
import type { TimedPhrase } from './delivery';
import { delivery } from './delivery';
import { locatePhrases, offsetAt } from './phrase-times';
import { matchPoint, pointTerms } from './rubric-match';
import type { PointMatch } from './rubric-match';
import type { Sentence } from './sentences';
import { readSentences } from './sentences';

/** This engine's own version: bump when its rules or word lists change the output. */
const ENGINE_VERSION = '1';
/** The wink English model's version (a unit test checks it against the installed package). */
export const WINK_MODEL_VERSION = '1.8.1';

const SUMMARY_MIN = 2;
const SUMMARY_MAX = 4;

export interface AnswerInput {
  transcript: string;
  rubric: readonly string[];
  /** The recognised phrases of a spoken answer (absent or empty for a typed one). */
  phrases?: readonly TimedPhrase[];
}

export function analyseAnswer(input: AnswerInput): AnswerInsights {
  const { transcript, rubric, phrases = [] } = input;
  const sentences = readSentences(transcript);
  const located = locatePhrases(transcript, phrases);

  const quote = (s: Sentence): Quote => {
    const q: Quote = { text: transcript.slice(s.start, s.end), start: s.start, end: s.end };
    const offsetMs = offsetAt(located, s.start);
    if (offsetMs !== undefined) q.offsetMs = offsetMs;
    return q;
  };

  const matches: PointMatch[] = rubric.map((point) => matchPoint(pointTerms(point), sentences));
  const coverage = rubric.map((point, i) => ({
    point,
    status: matches[i].status,
    quotes: matches[i].sentences.map((k) => quote(sentences[k])),
  }));

  return {
    coverage,
    summary: summarise(sentences, matches).map((s) => {
      const q = quote(s);
      return { sentence: q.text, quote: q };
    }),
    delivery: delivery(transcript, phrases),
    engine: {
      name: 'local',
      version: `${ENGINE_VERSION}+wink-eng-lite-web-model@${WINK_MODEL_VERSION}`,
    },
  };
}

/**
 * The sentences that carry the answer: those quoted for the most rubric points, then the longer
 * ones (more content words); 2–4 of them, in the answer's order.
 */
function summarise(sentences: readonly Sentence[], matches: readonly PointMatch[]): Sentence[] {
  if (sentences.length <= SUMMARY_MIN) return [...sentences];
  const points = sentences.map((_, k) => matches.filter((m) => m.sentences.includes(k)).length);
  const ranked = sentences
    .map((s, k) => ({ k, points: points[k], words: s.terms.length }))
    .sort((a, b) => b.points - a.points || b.words - a.words || a.k - b.k);
  const relevant = ranked.filter((r) => r.points > 0).length;
  const count = Math.min(SUMMARY_MAX, Math.max(SUMMARY_MIN, relevant));
  return ranked
    .slice(0, count)
    .map((r) => r.k)
    .sort((a, b) => a - b)
    .map((k) => sentences[k]);
}
