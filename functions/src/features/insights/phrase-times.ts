// Where a quote was said: the timed phrases of a spoken answer located in its transcript, so any
// engine can give each exact passage the moment it starts in the recording.
import type { TimedPhrase } from './delivery';

interface LocatedPhrase {
  at: number;
  length: number;
  phrase: TimedPhrase;
}

/** Where each phrase's text starts in the transcript (phrases not found in it are left out). */
export function locatePhrases(
  transcript: string,
  phrases: readonly TimedPhrase[],
): LocatedPhrase[] {
  const located: LocatedPhrase[] = [];
  let cursor = 0;
  for (const phrase of phrases) {
    const text = phrase.text.trim();
    const at = text === '' ? -1 : transcript.indexOf(text, cursor);
    if (at < 0) continue;
    located.push({ at, length: text.length, phrase });
    cursor = at + text.length;
  }
  return located;
}

/**
 * When the passage starting at `start` was said: the phrase it starts in, and how far into it (by
 * characters, spoken evenly); before any located phrase, the first one's start; undefined when no
 * phrase was located (a typed answer).
 */
export function offsetAt(located: readonly LocatedPhrase[], start: number): number | undefined {
  const phrase = located.filter((p) => p.at <= start).at(-1);
  if (phrase) {
    const into = Math.min(1, (start - phrase.at) / Math.max(1, phrase.length));
    return Math.round(phrase.phrase.offsetMs + into * phrase.phrase.durationMs);
  }
  return located[0]?.phrase.offsetMs;
}
