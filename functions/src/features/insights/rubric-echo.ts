// Whether an answer reproduces a rubric point's own wording. Coverage judges content, so an answer
// that pastes the rubric (seen by a leaked copy) reads as fully covered; the reviewer is told.
//
// The rule: the answer repeats at least 8 consecutive words of the point (all of its words when it
// has fewer), after case and punctuation are set aside. Someone explaining an idea in their own
// words shares terms and short phrases with the rubric ("a distributed log", "retention tiers"),
// but eight words in the rubric's exact order is copying, not coincidence. A share of content
// words in order was rejected: a good answer naturally uses most of a point's key terms in the
// order the idea is built, so it would flag genuine answers. Points under 6 words are skipped: a
// short point ("Uses consistent hashing") is something a candidate says verbatim in good faith.
import type { Quote, RubricEcho } from '../../shared/schemas/insights';

/** Consecutive words of a point that make an echo (all of a shorter point's words). */
const ECHO_RUN = 8;
/** Points shorter than this are never called echoed. */
const MIN_POINT_WORDS = 6;

interface Word {
  text: string;
  start: number;
  end: number;
}

const wordsOf = (text: string): Word[] =>
  [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    text: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));

/** The longest run of consecutive words the answer shares with the point: its length and start. */
function longestSharedRun(answer: Word[], point: Word[]): { length: number; from: number } {
  let best = { length: 0, from: 0 };
  let previous = new Array<number>(point.length + 1).fill(0);
  for (let i = 1; i <= answer.length; i++) {
    const row = new Array<number>(point.length + 1).fill(0);
    for (let j = 1; j <= point.length; j++) {
      if (answer[i - 1].text !== point[j - 1].text) continue;
      row[j] = previous[j - 1] + 1;
      if (row[j] > best.length) best = { length: row[j], from: i - row[j] };
    }
    previous = row;
  }
  return best;
}

/** The rubric points the transcript repeats word for word, each with the passage that does. */
export function rubricEcho(transcript: string, rubric: readonly string[]): RubricEcho[] {
  const answer = wordsOf(transcript);
  return rubric.flatMap((point) => {
    const words = wordsOf(point);
    if (words.length < MIN_POINT_WORDS) return [];
    const run = longestSharedRun(answer, words);
    if (run.length < Math.min(ECHO_RUN, words.length)) return [];
    const { start } = answer[run.from];
    const { end } = answer[run.from + run.length - 1];
    const quote: Quote = { text: transcript.slice(start, end), start, end };
    return [{ point, quote }];
  });
}
