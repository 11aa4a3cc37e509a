// The offline engine: evidence per rubric point, key sentences and delivery figures for one
// answer, computed in-process (wink-nlp and bundled word vectors: no network, no model download).
// It finds evidence; it cannot prove absence, so a point without evidence is "no evidence found",
// never "not covered". Every quote is an exact passage of the transcript, so a reviewer (or a
// later engine) can check and highlight it.
import type { AnswerInsights, Quote } from '../../shared/schemas/insights';
import type { Passage } from './answer-text';
import type { TimedPhrase } from './delivery';
import { delivery } from './delivery';
import { modelFor, probability, statusOf } from './evidence-classifier';
import type { Model } from './evidence-classifier';
import { keySentences } from './key-sentences';
import { listenForPoint } from './listen-for';
import { locatePhrases, offsetAt } from './phrase-times';
import type { PointReading, PointWords } from './point-evidence';
import { readAnswer, readPoint, readPoints } from './point-evidence';

/** This engine's own version: bump when its rules, vectors or model change the output. */
export const ENGINE_VERSION = '4';
/** The wink English model's version (a unit test checks it against the installed package). */
export const WINK_MODEL_VERSION = '1.8.1';
export const LOCAL_ENGINE_VERSION = `${ENGINE_VERSION}+wink-eng-lite-web-model@${WINK_MODEL_VERSION}`;

export interface AnswerInput {
  transcript: string;
  rubric: readonly string[];
  /** The recognised phrases of a spoken answer (absent or empty for a typed one). */
  phrases?: readonly TimedPhrase[];
}

interface ReadPoint {
  words: PointWords;
  listenFor: PointWords[];
}

// A question's rubric is read for each of its answers: its points are read once.
const pointCache = new Map<string, ReadPoint>();
const POINT_CACHE_SIZE = 2000;

function pointWords(point: string, useListenFor: boolean): ReadPoint {
  const key = `${useListenFor ? '+' : '-'}${point}`;
  let read = pointCache.get(key);
  if (!read) {
    if (pointCache.size >= POINT_CACHE_SIZE) pointCache.clear();
    read = {
      words: readPoint(point),
      listenFor: useListenFor ? listenForPoint(point).map(readPoint) : [],
    };
    pointCache.set(key, read);
  }
  return read;
}

export interface Evidence {
  passages: Passage[];
  points: (PointReading & { probability: number; model: Model })[];
}

/** The classifier's reading of every point: its features, probability and evidence passages. */
export function readEvidence(
  transcript: string,
  rubric: readonly string[],
  { useListenFor = true }: { useListenFor?: boolean } = {},
): Evidence {
  const answer = readAnswer(transcript);
  const read = rubric.map((point) => pointWords(point, useListenFor));
  const points = readPoints(
    answer,
    read.map((r) => r.words),
    read.map((r) => r.listenFor),
  ).map((reading, i) => {
    const model = modelFor(read[i].listenFor.length > 0);
    const p =
      reading.evidence.length === 0 || reading.disowned ? 0 : probability(reading.features, model);
    return { ...reading, probability: p, model };
  });
  return { passages: answer.passages, points };
}

export function analyseAnswer(input: AnswerInput): AnswerInsights {
  const { transcript, rubric, phrases = [] } = input;
  const { passages, points } = readEvidence(transcript, rubric);
  const located = locatePhrases(transcript, phrases);

  const quote = (p: Passage): Quote => {
    const q: Quote = { text: transcript.slice(p.start, p.end), start: p.start, end: p.end };
    const offsetMs = offsetAt(located, p.start);
    if (offsetMs !== undefined) q.offsetMs = offsetMs;
    return q;
  };

  const coverage = rubric.map((point, i) => {
    const status = statusOf(points[i].probability, points[i].model);
    // The one passage that carries the evidence, not every passage that shares a word.
    const carrier = points[i].evidence[0];
    return {
      point,
      status,
      quotes: status === 'missing' || carrier === undefined ? [] : [quote(passages[carrier])],
    };
  });

  return {
    coverage,
    summary: keySentences(transcript, passages, points).map((p) => {
      const q = quote(p);
      return { sentence: q.text, quote: q };
    }),
    delivery: delivery(transcript, phrases),
    engine: { name: 'local', version: LOCAL_ENGINE_VERSION },
  };
}
