// Key sentences: two or three passages chosen for what each adds to the reviewer's picture: the
// answer's main claim (the passage that is evidence for the points the engine is surest of), a
// concrete example, and a result. Shown in the answer's order.
import type { Passage } from './answer-text';
import type { PointReading } from './point-evidence';

const MAX_KEY_SENTENCES = 3;
const MIN_KEY_SENTENCES = 2;
/** Passages shorter than this say too little to stand for the answer. */
const MIN_WORDS = 5;

const EXAMPLE =
  /\b(for example|for instance|e\.g\.|such as|like when|once|one time|at my|in my (last|previous|current)|we had|i had|there was)\b/;
const RESULT =
  /\b(\d+|percent|ended up|in the end|as a result|so that|went from|reduc\w+|cut|dropped|improv\w+|shipped|launched|finish\w*|on time|learn\w*|next time)\b/;

export function keySentences(
  transcript: string,
  passages: readonly Passage[],
  points: readonly (PointReading & { probability: number })[],
): Passage[] {
  const words = (p: Passage) => p.tokens.filter((t) => t.pos !== 'PUNCT').length;
  const usable = passages.map((p, k) => ({ p, k })).filter(({ p }) => words(p) >= MIN_WORDS);
  if (usable.length <= MIN_KEY_SENTENCES) return usable.map(({ p }) => p);
  // How much each passage is evidence for: the probabilities of the points it carries.
  const weight = passages.map(() => 0);
  for (const point of points) {
    const carrier = point.evidence[0];
    if (carrier !== undefined) weight[carrier] += point.probability;
  }
  const chosen = new Set<number>();
  const pick = (accept: (p: Passage) => boolean) => {
    const best = usable
      .filter(({ p, k }) => !chosen.has(k) && accept(p))
      .sort((a, b) => weight[b.k] - weight[a.k] || words(b.p) - words(a.p))[0];
    if (best) chosen.add(best.k);
  };
  const text = (p: Passage) => transcript.slice(p.start, p.end).toLowerCase();
  pick(() => true);
  pick((p) => EXAMPLE.test(text(p)));
  pick((p) => RESULT.test(text(p)));
  while (chosen.size < MIN_KEY_SENTENCES) pick(() => true);
  return [...chosen]
    .slice(0, MAX_KEY_SENTENCES)
    .sort((a, b) => a - b)
    .map((k) => passages[k]);
}
