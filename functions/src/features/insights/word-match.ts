// How words are weighed and matched by meaning, shared by every evidence feature.
import type { Token } from './answer-text';
import { similarity, wordRank } from './word-vectors';

/** How much a word says: rarer words say more about what a passage is about. */
export const weightOf = (t: Token) => Math.log(2 + wordRank(t.vector) / 200);

/** How near in meaning two words are: 1 for the same word, 0 below a loose likeness. */
export function wordMatch(p: Token, a: Token): number {
  if (p.lemma === a.lemma || p.stem === a.stem) return 1;
  const c = similarity(p.vector, a.vector);
  return Math.max(0, Math.min(1, (c - 0.6) / 0.3));
}
