// What each clause of a passage does with what it names, read token by token: a reviewer hears
// "I've heard of load balancers, but I've never set one up" as a denial of load balancers, and
// "my lead found the root cause" as someone else's action, even when the sentence shares every
// word with the rubric point. A passage-wide reading blurs that when one sentence mixes a plain
// clause with a denied one; a clause-wide reading does not.
import type { Passage, Token } from './answer-text';

export interface ClauseStance {
  /** Negated or dismissed ("never", "haven't", "don't think … matters", "heard of … but no"). */
  denied: boolean;
  /** Someone other than the candidate acts ("my lead found", "the ops team set it up"). */
  others: boolean;
  /** The candidate acts ("I found", "I set up"). */
  self: boolean;
  /** Said only as a guess ("caching I guess would help"). */
  hedged: boolean;
}

const NEGATORS = new Set(['not', "n't", 'never', 'no', 'nobody', 'nothing', 'without', 'none']);
// Words that open a new clause; a comma or a full stop does too.
const JOINERS = new Set([
  'and',
  'but',
  'so',
  'because',
  'then',
  'which',
  'while',
  'or',
  'although',
  'though',
  'if',
  'when',
]);
// Naming a subject to set it aside, without a negator.
const DISMISSALS =
  /\b(heard (of|about)|overkill|nice to have|(big|huge) deal|look (it|that|them) up|their (problem|job|thing)|no idea|not sure|not familiar)\b/;
const HEDGES =
  /\b(i (guess|think|suppose|believe)|maybe|probably|perhaps|(kind|sort) of|not sure)\b/;
// Who acts, when it is not the candidate: pronouns and the people around them at work.
const OTHER_SUBJECT =
  /\b(he|she|they|someone|somebody|everyone|everybody|folks|people|hr|(my|our|the|another|other|a) (\w+ )?(lead|manager|boss|senior|colleague|teammate|mentor|cto|ceo|architect|team|folks|guys|people|engineer|developer|dev|designer|pm|admin|ops|devops|sre|dba|vendor|consultant|provider))\b/;
const SELF_SUBJECT = /\b(i|me|myself)\b/;

// Only these marks end a clause: a hyphen or a quote does not ("write-ahead log").
const CLAUSE_MARKS = new Set([',', ';', ':', '.', '!', '?', '—', '–', '…']);
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'his', 'her', 'their', 'your', 'its']);

/**
 * The clause's first verb. The tagger reads a clause's first word, or a word after "the" or
 * "our", as a verb more often than it is one ("Retries with backoff", "our lead said"): those
 * are taken as nouns.
 */
const firstVerb = (words: readonly Token[]) =>
  words.findIndex(
    (t, k) =>
      (t.pos === 'VERB' || t.pos === 'AUX') && k > 0 && !DETERMINERS.has(words[k - 1].normal),
  );

/** The passage's clauses, as [from, to) token ranges. */
function clauses(tokens: readonly Token[]): [number, number][] {
  const ranges: [number, number][] = [];
  let from = 0;
  let words = false;
  tokens.forEach((t, k) => {
    const joins = CLAUSE_MARKS.has(t.normal) || JOINERS.has(t.normal);
    // ", but" opens one clause, not two: a clause holds at least one word besides its joiners.
    if (joins && words) {
      ranges.push([from, k]);
      from = k;
      words = false;
    }
    words ||= !joins;
  });
  if (from < tokens.length) ranges.push([from, tokens.length]);
  return ranges;
}

function readClause(tokens: readonly Token[]): ClauseStance & { verb: boolean; joiner: string } {
  const words = tokens.filter((t) => t.pos !== 'PUNCT');
  const text = words.map((t) => t.normal).join(' ');
  const verb = firstVerb(words);
  // The subject: what comes before the clause's first verb ("my lead" in "my lead found it").
  const subject = words
    .slice(0, Math.max(0, verb))
    .map((t) => t.normal)
    .join(' ');
  return {
    denied: words.some((t) => NEGATORS.has(t.normal)) || DISMISSALS.test(text),
    others: OTHER_SUBJECT.test(subject) && !SELF_SUBJECT.test(subject),
    self: SELF_SUBJECT.test(subject),
    hedged: HEDGES.test(text),
    verb: verb >= 0,
    joiner: words[0]?.normal ?? '',
  };
}

/**
 * Each token's clause stance. A clause without a verb ("Authentication, I haven't worked with
 * it") is a topic named for the clause that follows; a clause followed by "but" and a denial
 * ("heard of X, but never used it") is taken back by it.
 */
export function clauseStances(passage: Passage): ClauseStance[] {
  const ranges = clauses(passage.tokens);
  const read = ranges.map(([from, to]) => readClause(passage.tokens.slice(from, to)));
  const stance = read.map(({ denied, others, self, hedged }) => ({ denied, others, self, hedged }));
  for (let c = read.length - 2; c >= 0; c--) {
    const next = read[c + 1];
    if (!read[c].verb) stance[c] = { ...stance[c + 1], hedged: stance[c].hedged || next.hedged };
    else if (next.joiner === 'but' && next.denied) stance[c] = { ...stance[c], denied: true };
  }
  const out: ClauseStance[] = [];
  ranges.forEach(([from, to], c) => {
    for (let k = from; k < to; k++) out.push(stance[c]);
  });
  return out;
}
