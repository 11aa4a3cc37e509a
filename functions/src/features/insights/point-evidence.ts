// How strongly each passage of an answer speaks to a rubric point, measured as a reviewer reads:
// by meaning (word vectors), not only by shared words, and with what the passage does with the
// point's subject (denies it, credits someone else, hedges, gives a number). The numbers here are
// the features the evidence classifier weighs; none of them decides alone.
import type { Passage, Token } from './answer-text';
import { readPassages } from './answer-text';
import { cosine, meanVector } from './word-vectors';
import { weightOf, wordMatch } from './word-match';
import { carrierFeatures, CARRIER_FEATURE_NAMES } from './carrier-features';
import { clauseStances } from './clause-stance';

/** A rubric point's content words with how much each says (rarer words say more). */
export interface PointWords {
  tokens: Token[];
  weights: number[];
  /** What kinds of evidence the point asks for (a result, a lesson, …), by its wording. */
  kinds: EvidenceKind[];
  /** The point is about what the candidate did ("Describes…", "States their own role…"). */
  aboutCandidate: boolean;
  vector: Float32Array;
}

// Rubric points are written about the candidate ("Describes the incident…", "States their own
// role…"): a leading verb like these says what a good answer does, not what it says.
const META_VERBS = new Set([
  'describe',
  'explain',
  'show',
  'state',
  'name',
  'mention',
  'consider',
  'identify',
  'give',
  'discuss',
  'cover',
  'share',
  'reflect',
  'set',
  'make',
  'own',
]);

type EvidenceKind = 'result' | 'lesson' | 'situation' | 'own-action' | 'help';

/** What a point asks for, read from its wording. */
const POINT_KINDS: [EvidenceKind, RegExp][] = [
  ['result', /\b(result|outcome|impact|measur\w*|metric|number|evidence|deliver\w*)\b/],
  ['lesson', /\b(learn\w*|lesson|reflect\w*|differently|next time|now does|would do)\b/],
  [
    'situation',
    /\b(situation|context|background|goal|stakes|why\b.*\b(necessary|needed|mattered))/,
  ],
  ['own-action', /\b(own|their part|their role|role|responsib\w*|themselves|"i")/],
  ['help', /\b(ask\w*|help)\b/],
];

/** What an answer says when it gives that kind of evidence. */
const ANSWER_CUES: Record<EvidenceKind, RegExp> = {
  result:
    /\b(\d+|percent|half|double|twice|ended up|in the end|as a result|went from|reduc\w+|cut|dropped|increas\w+|improv\w+|sav\w+|shipped|launched|deliver\w*|finish\w*|on time|released|went live|merged|fixed)\b/g,
  lesson:
    /\b(learn\w*|lesson|taught me|next time|now i|i now|i always|from then on|since then|would (do|have)|differently|takeaway|realis\w+|realiz\w+)\b/g,
  situation:
    /\b(at my (last|previous|first|old|current)|internship|we were|i was (working|on|asked)|project|deadline|client|customer|when i (joined|started|was))\b/g,
  'own-action':
    /\bi (wrote|built|set|made|took|decided|did|led|owned|handled|fixed|added|created|implemented|designed|started|reached|asked|talked|spoke|proposed|pushed|changed|ran|tested|found|checked|read|tried|sat|put|moved|split|called|sent|suggested|organi[sz]ed|volunteered|paired|reviewed)\b/g,
  help: /\b(asked|reached out|pinged|messaged|went to|talked to|posted|slack)\b/g,
};

// A subject named only to be denied, dismissed or disowned.
const DENIAL =
  /\b(heard of|heard about|not (really )?sure|no idea|not familiar|never (actually |really |personally )?(used|worked|done|set|tried|had|touched|needed|did)|haven'?t (really |actually )?(used|worked|done|tried|touched|needed)|didn'?t (really )?(use|do|need|bother|try)|don'?t (really )?(know|use|bother|need|see the point)|wouldn'?t (bother|need|use)|isn'?t (really )?(something|needed|necessary|important|worth)|not (really )?(something|needed|necessary|important|worth|a fan|my area|my job)|(don'?t|do not) (really )?think [^.]{0,40}(matter|need|important|necessary|worth|help))/g;
const NEGATION = /\b(not|never|no|n't|without|nobody|nothing)\b|n't\b/g;
const OTHERS =
  /\b(he|she|they|them|someone|somebody|folks|my (lead|manager|boss|senior|colleague|teammate|mentor|cto)|our (lead|manager|cto|architect|ops|devops|platform|qa|senior)|the (team|lead|senior|manager|ops|devops|platform|architect|other|cto|qa)|another (dev|developer|engineer|team))\b/g;
const SELF = /\b(i|i'm|i've|i'd|i'll|me|my|myself)\b/g;
const HEDGE =
  /\b(i guess|maybe|i think|not sure|probably|kind of|sort of|i suppose|i believe|perhaps)\b/g;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Point words are read once per rubric, not once per answer. */
export function readPoint(point: string): PointWords {
  const all = readPassages(point).flatMap((p) => p.tokens);
  const tokens = all.filter((t, k) => t.content && !(k === 0 && META_VERBS.has(t.lemma)));
  const weights = tokens.map(weightOf);
  const lower = point.toLowerCase();
  return {
    tokens,
    weights,
    kinds: POINT_KINDS.filter(([, pattern]) => pattern.test(lower)).map(([kind]) => kind),
    aboutCandidate:
      (all[0] !== undefined && META_VERBS.has(all[0].lemma)) || /\b(they|their|them)\b/.test(lower),
    vector: meanVector(
      tokens.map((t) => t.vector),
      weights,
    ),
  };
}

interface Coverage {
  share: number;
  /** The share of the matched weight that is said in a negation's scope. */
  negated: number;
}

function coverage(point: PointWords, tokens: readonly Token[]): Coverage {
  let total = 0;
  let matched = 0;
  let negated = 0;
  point.tokens.forEach((p, k) => {
    let best = 0;
    let bestNegated = false;
    for (const a of tokens) {
      if (!a.content) continue;
      const m = wordMatch(p, a);
      if (m > best) {
        best = m;
        bestNegated = a.negated;
      }
    }
    total += point.weights[k];
    matched += point.weights[k] * best;
    if (bestNegated) negated += point.weights[k] * best;
  });
  return {
    share: total === 0 ? 0 : matched / total,
    negated: matched === 0 ? 0 : negated / matched,
  };
}

function passageVector(tokens: readonly Token[]): Float32Array {
  const content = tokens.filter((t) => t.content);
  return meanVector(
    content.map((t) => t.vector),
    content.map(weightOf),
  );
}

/**
 * How much of the point (by weight) the answer names only in passages that deny or negate, as
 * in "Authentication, I haven't really worked with auth": the subject is named, then disowned.
 */
function deniedTopic(
  point: PointWords,
  passages: readonly Passage[],
  denies: (k: number) => boolean,
): number {
  let total = 0;
  let denied = 0;
  point.tokens.forEach((p, i) => {
    total += point.weights[i];
    const where = passages.flatMap((passage, k) =>
      passage.tokens.some((a) => a.content && wordMatch(p, a) >= 0.99) ? [k] : [],
    );
    if (where.length > 0 && where.every(denies)) denied += point.weights[i];
  });
  return total === 0 ? 0 : denied / total;
}

/** A window: one passage or two in a row, as indexes into the answer's passages. */
type Window = readonly number[];

export interface PointReading {
  features: number[];
  /**
   * The point's most telling word (its rarest) is said, but only where the answer denies or
   * negates: "Authentication, I haven't really worked with auth". No other passage can then be
   * evidence for the point, whatever it shares with it.
   */
  disowned: boolean;
  /** The passage that speaks most to the point (none in an empty answer). */
  evidence: number[];
}

export interface AnswerReading {
  transcript: string;
  passages: Passage[];
  words: number;
}

/** How a passage treats what it names: denied, credited to others, or said plainly. */
interface Stance {
  denied: boolean;
  negations: number;
  others: boolean;
  hedged: boolean;
}

export function readAnswer(transcript: string): AnswerReading {
  const passages = readPassages(transcript);
  return {
    transcript,
    passages,
    words: passages.reduce((n, p) => n + p.tokens.filter((t) => t.pos !== 'PUNCT').length, 0),
  };
}

export const FEATURE_NAMES = [
  'soft share (best window)',
  'soft share (whole answer)',
  'meaning likeness (best window)',
  'specificity (vs other points)',
  'negated share of the match',
  'soft share (best plain passage)',
  'best passage is denied',
  'best passage credits others',
  'best passage credits others, for a point about the candidate',
  'best passage is hedged',
  "share of the point's words found only where the answer denies them",
  'listen-for share (best plain passage)',
  'listen-for share (best passage)',
  'substance: other content words in best passage',
  'number in window',
  'answer length (log words)',
  'kind: result cue',
  'kind: lesson cue',
  'kind: situation cue',
  'kind: own action cue',
  'kind: help cue',
  ...CARRIER_FEATURE_NAMES,
  'soft share (best passage, plain clauses only)',
  'listen-for share (best passage, plain clauses only)',
  'listen-for meaning likeness (best passage)',
] as const;

/**
 * The features of every point of a rubric for one answer (points read by readPoint; each point's
 * listen-for phrases, when it has any, read the same way).
 */
export function readPoints(
  answer: AnswerReading,
  points: readonly PointWords[],
  listenFor: readonly (readonly PointWords[])[] = [],
): PointReading[] {
  const { passages, transcript } = answer;
  const windows: Window[] = [];
  for (let i = 0; i < passages.length; i++) {
    windows.push([i]);
    if (i + 1 < passages.length) windows.push([i, i + 1]);
  }
  const windowTokens = windows.map((w) => w.flatMap((i) => passages[i].tokens));
  const shares = points.map((point) => windowTokens.map((tokens) => coverage(point, tokens)));
  const allTokens = passages.flatMap((p) => p.tokens);
  // Curly apostrophes as straight ones (same length, so offsets hold): "haven’t" is "haven't".
  const lower = transcript.toLowerCase().replace(/[’‘]/g, "'");
  const passageText = passages.map((p) => lower.slice(p.start, p.end));
  const stances: Stance[] = passageText.map((text) => ({
    denied: count(text, DENIAL) > 0,
    negations: count(text, NEGATION),
    others: count(text, OTHERS) > count(text, SELF),
    hedged: count(text, HEDGE) > 0,
  }));
  const clauses = passages.map(clauseStances);
  const passageVectors = passages.map((p) => passageVector(p.tokens));
  // Each passage's words said plainly: not in a denied clause, not in someone else's action.
  const plainWords = passages.map((passage, k) =>
    passage.tokens.filter((_, i) => !clauses[k][i].denied && !clauses[k][i].others),
  );
  const plain = (k: number) =>
    !stances[k].denied && stances[k].negations === 0 && !stances[k].others;
  const denies = (k: number) => stances[k].denied || stances[k].negations > 0;
  const kindCue = (kind: EvidenceKind) => Math.min(3, count(lower, ANSWER_CUES[kind])) / 3;

  return points.map((point, p) => {
    if (windows.length === 0 || point.tokens.length === 0) {
      return { features: FEATURE_NAMES.map(() => 0), evidence: [], disowned: false };
    }
    // The window that covers most of the point, the shorter on a tie.
    let best = 0;
    shares[p].forEach((c, w) => {
      if (c.share > shares[p][best].share + 1e-9) best = w;
    });
    const window = windows[best];
    const text = lower.slice(passages[window[0]].start, passages[window.at(-1)!].end);
    const others = points.length > 1 ? points.filter((_, q) => q !== p) : [];
    const otherShare =
      others.length === 0
        ? 0
        : others.reduce((s, _, q) => s + shares[q >= p ? q + 1 : q][best].share, 0) / others.length;
    // Each passage alone: how much of the point (or of its best listen-for phrase) it holds.
    const alone = passages.map(
      (_, k) => shares[p][windows.findIndex((w) => w.length === 1 && w[0] === k)].share,
    );
    const phrases = listenFor[p] ?? [];
    const heard = passages.map((passage) =>
      phrases.reduce((m, phrase) => Math.max(m, coverage(phrase, passage.tokens).share), 0),
    );
    const strongest = (scores: number[], accept: (k: number) => boolean) =>
      scores.reduce((b, v, k) => (accept(k) && (b < 0 || v > scores[b]) ? k : b), -1);
    const carrier = strongest(
      alone.map((v, k) => Math.max(v, heard[k])),
      () => true,
    );
    const plainBest = strongest(alone, plain);
    const plainHeard = strongest(heard, plain);
    const stance = stances[carrier];
    const pointLemmas = new Set(point.tokens.map((t) => t.lemma));
    const substance = new Set(
      passages[carrier].tokens
        .filter((t) => t.content && !pointLemmas.has(t.lemma))
        .map((t) => t.lemma),
    ).size;
    const asks = (kind: EvidenceKind) => (point.kinds.includes(kind) ? kindCue(kind) : 0);
    const features = [
      shares[p][best].share,
      coverage(point, allTokens).share,
      cosine(point.vector, passageVector(windowTokens[best])),
      shares[p][best].share - otherShare,
      shares[p][best].negated,
      plainBest < 0 ? 0 : alone[plainBest],
      stance.denied ? 1 : 0,
      stance.others ? 1 : 0,
      stance.others && point.aboutCandidate ? 1 : 0,
      stance.hedged ? 1 : 0,
      deniedTopic(point, passages, denies),
      plainHeard < 0 ? 0 : heard[plainHeard],
      heard[carrier],
      Math.log(1 + substance) / Math.log(20),
      /\d|percent|\b(half|double|twice|hundred|thousand)\b/.test(text) ? 1 : 0,
      Math.log(1 + answer.words) / Math.log(300),
      asks('result'),
      asks('lesson'),
      asks('situation'),
      asks('own-action'),
      asks('help'),
      ...carrierFeatures(point, passages[carrier], clauses[carrier]),
      // A passage said all plainly holds what it holds anyway: only the others are read again.
      Math.max(
        ...plainWords.map((tokens, k) =>
          tokens.length === passages[k].tokens.length ? alone[k] : coverage(point, tokens).share,
        ),
      ),
      Math.max(
        0,
        ...plainWords.map((tokens, k) =>
          tokens.length === passages[k].tokens.length
            ? heard[k]
            : phrases.reduce((m, phrase) => Math.max(m, coverage(phrase, tokens).share), 0),
        ),
      ),
      Math.max(
        0,
        ...phrases.flatMap((phrase) => passageVectors.map((v) => cosine(phrase.vector, v))),
      ),
    ];
    const head = point.tokens[point.weights.indexOf(Math.max(...point.weights))];
    const saidAt = passages.flatMap((passage, k) =>
      passage.tokens.some((a) => a.content && wordMatch(head, a) >= 0.99) ? [k] : [],
    );
    const disowned = saidAt.length > 0 && saidAt.every((k) => stances[k].denied);
    return { features, evidence: [carrier], disowned };
  });
}
