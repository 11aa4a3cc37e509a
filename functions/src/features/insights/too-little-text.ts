// Whether an answer gives the engines enough to read. Below this, any finding would rest on a
// handful of words or on words the speech service itself doubted, so the reviewer is told there
// is too little text instead of being shown findings.
import { countContentWords, countWords } from './delivery';
import type { AnswerInput } from './local-engine';

/** Fewer words than this (fillers not counted) is too little to find evidence in. */
const MIN_WORDS = 12;
/** A spoken answer whose phrases the speech service was on average less sure of than this. */
const MIN_CONFIDENCE = 0.5;

/**
 * The speech service's confidence over the whole answer: each phrase's weighted by its words. A
 * phrase without one (answers saved before it was kept) counts as sure; null when nothing timed.
 */
function meanConfidence(phrases: NonNullable<AnswerInput['phrases']>): number | null {
  let words = 0;
  let weighted = 0;
  for (const phrase of phrases) {
    const n = countWords(phrase.text);
    words += n;
    weighted += n * (phrase.confidence ?? 1);
  }
  return words === 0 ? null : weighted / words;
}

export function tooLittleText(input: AnswerInput): boolean {
  if (countContentWords(input.transcript) < MIN_WORDS) return true;
  const confidence = meanConfidence(input.phrases ?? []);
  return confidence !== null && confidence < MIN_CONFIDENCE;
}
