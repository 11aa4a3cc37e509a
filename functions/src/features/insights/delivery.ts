// Delivery figures from the transcript and, for a spoken answer, its timed phrases.
import type { AnswerInsights } from '../../shared/schemas/insights';

export interface TimedPhrase {
  text: string;
  offsetMs: number;
  durationMs: number;
  /** How sure the speech service was of the phrase, 0–1 (absent: not reported, taken as sure). */
  confidence?: number;
}

/** A gap this long between two phrases is a pause a reviewer notices. */
const LONG_PAUSE_MS = 2000;

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
// Only fillers that are never content words; "like" and "so" are too often meant.
const FILLER = /\b(?:u+m+|u+h+|e+r+|e+r+m+|h+m+|you know)\b/giu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** Words that say something: fillers (um, uh, "you know"…) left out. */
export function countContentWords(text: string): number {
  return countWords(text.replace(FILLER, ' '));
}

export function delivery(transcript: string, phrases: readonly TimedPhrase[] = []) {
  const words = countWords(transcript);
  const fillers = transcript.match(FILLER)?.length ?? 0;
  const fillerRate = words === 0 ? 0 : round((fillers / words) * 100, 1);
  const timed = [...phrases].sort((a, b) => a.offsetMs - b.offsetMs);
  if (timed.length === 0) {
    return {
      mode: 'typed',
      words,
      speakingMs: null,
      wordsPerMinute: null,
      longPauses: 0,
      fillerRate,
    } satisfies AnswerInsights['delivery'];
  }
  const first = timed[0].offsetMs;
  const last = Math.max(...timed.map((p) => p.offsetMs + p.durationMs));
  const speakingMs = Math.max(0, Math.round(last - first));
  let longPauses = 0;
  let heardUntil = timed[0].offsetMs + timed[0].durationMs;
  for (const phrase of timed.slice(1)) {
    if (phrase.offsetMs - heardUntil >= LONG_PAUSE_MS) longPauses++;
    heardUntil = Math.max(heardUntil, phrase.offsetMs + phrase.durationMs);
  }
  return {
    mode: 'spoken',
    words,
    speakingMs,
    wordsPerMinute: speakingMs === 0 ? null : round(words / (speakingMs / 60_000), 0),
    longPauses,
    fillerRate,
  } satisfies AnswerInsights['delivery'];
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
