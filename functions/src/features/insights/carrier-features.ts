// What the passage carrying a point's evidence does with the point's words, clause by clause, and
// what it says beyond them. A keyword named in a denied clause, in someone else's action or only
// as a guess is not evidence; nor is a keyword with nothing about it around it ("we followed the
// test pyramid"), which the likeness of the passage's other words to the point measures.
import type { Passage, Token } from './answer-text';
import type { ClauseStance } from './clause-stance';
import { cosine, meanVector } from './word-vectors';
import { weightOf, wordMatch } from './word-match';

interface PointTerms {
  tokens: readonly Token[];
  weights: readonly number[];
  vector: Float32Array;
}

export const CARRIER_FEATURE_NAMES = [
  "point's words in a denied clause (share)",
  "point's words in someone else's action (share)",
  "point's words in the candidate's own action (share)",
  "point's words in a hedged clause (share)",
  'likeness of the passage’s other words to the point',
] as const;

export function carrierFeatures(
  point: PointTerms,
  passage: Passage,
  stances: readonly ClauseStance[],
): number[] {
  const { tokens } = passage;
  let matched = 0;
  const share = { denied: 0, others: 0, self: 0, hedged: 0 };
  const pointTokens = new Set<number>();
  point.tokens.forEach((p, i) => {
    let best = 0;
    let at = -1;
    tokens.forEach((a, k) => {
      if (!a.content) return;
      const m = wordMatch(p, a);
      if (m > best) [best, at] = [m, k];
      if (m >= 0.99) pointTokens.add(k);
    });
    if (at < 0) return;
    const w = point.weights[i] * best;
    matched += w;
    for (const key of ['denied', 'others', 'self', 'hedged'] as const) {
      if (stances[at][key]) share[key] += w;
    }
  });
  // No word of the point in the passage (it was chosen by a listen-for phrase or by meaning as a
  // whole): the passage's own stance, over all its words, stands for the point's.
  if (matched === 0) {
    tokens.forEach((t, k) => {
      if (!t.content) return;
      matched += 1;
      for (const key of ['denied', 'others', 'self', 'hedged'] as const) {
        if (stances[k][key]) share[key] += 1;
      }
    });
  }
  const rest = tokens.filter((t, k) => t.content && !pointTokens.has(k));
  const of = (v: number) => (matched === 0 ? 0 : v / matched);
  return [
    of(share.denied),
    of(share.others),
    of(share.self),
    of(share.hedged),
    rest.length === 0
      ? 0
      : cosine(
          point.vector,
          meanVector(
            rest.map((t) => t.vector),
            rest.map(weightOf),
          ),
        ),
  ];
}
