// An answer (or a rubric point) as short passages of tokens with their exact character offsets.
// wink-nlp splits sentences and gives each token its lemma, part of speech and negation scope; its
// English model ships inside its npm package, so this runs offline. A spoken answer often reaches
// us without punctuation, as one long "sentence": passages longer than a clause are cut at the
// words that join clauses, so a quote stays a passage a reviewer can read.
import { createRequire } from 'node:module';
import winkNLP from 'wink-nlp';
import type { ItemSentence, ItemToken, ItsFunction, Model, WinkMethods } from 'wink-nlp';
import type englishModel from 'wink-eng-lite-web-model';
import { wordId } from './word-vectors';

export interface Token {
  /** Lower-case as spoken. */
  normal: string;
  lemma: string;
  stem: string;
  pos: string;
  /** A word or a number, not a stop word or a filler: what a passage is about. */
  content: boolean;
  /** Inside the scope of a negation ("didn't use a cache": use and cache). */
  negated: boolean;
  /** Row in the word vectors (by spelling, else lemma), -1 when not kept. */
  vector: number;
}

export interface Passage {
  /** text.slice(start, end) is the passage, without surrounding spaces. */
  start: number;
  end: number;
  tokens: Token[];
}

// Fillers and words too general to say what a passage is about, beyond wink's stop words.
const NOT_CONTENT = new Set([
  'um',
  'uh',
  'er',
  'erm',
  'hmm',
  'yeah',
  'okay',
  'ok',
  'like',
  'basically',
  'actually',
  'honestly',
  'really',
  'just',
  'also',
  'so',
  'well',
  'thing',
  'stuff',
  'lot',
  'kind',
  'sort',
  'etc',
  'get',
  'go',
  'know',
  'mean',
  'guess',
  'think',
  'maybe',
  'probably',
  'yes',
]);

// Negation words whose scope wink-nlp's model does not mark.
const NEGATORS = new Set(['without']);

/** A passage this long (in tokens) is cut at the next word that joins clauses. */
const LONG_PASSAGE = 24;
const CLAUSE_JOINERS = new Set(['and', 'but', 'so', 'because', 'then', 'which', 'while', 'or']);

let nlp: WinkMethods | undefined;

// The English model takes 60–200 ms to require: it is required on first use, not when a module
// that imports this one loads (a function's cold start should not pay for it unless it analyses).
const requireLazily = createRequire(__filename);

function load(): WinkMethods {
  nlp ??= winkNLP(requireLazily('wink-eng-lite-web-model') as typeof englishModel satisfies Model, [
    'sbd',
    'negation',
    'pos',
  ]);
  return nlp;
}

interface Placed extends Token {
  at: number;
  length: number;
  joiner: boolean;
}

/** Passages of `text` (an empty or blank text has none). */
export function readPassages(text: string): Passage[] {
  if (text.trim() === '') return [];
  const { readDoc, its } = load();
  const doc = readDoc(text);
  const passages: Passage[] = [];
  let cursor = 0;
  doc.sentences().each((sentence: ItemSentence) => {
    const placed: Placed[] = [];
    let negatedByWord = false;
    sentence.tokens().each((token: ItemToken) => {
      const value = token.out(its.value) as string;
      // Tokens keep the spoken text (contractions are split, not rewritten), so each is found
      // in order; one that is not (a normalised character) takes the previous one's place.
      const found = text.indexOf(value, cursor);
      const at = found >= 0 ? found : cursor;
      const length = found >= 0 ? value.length : 0;
      cursor = at + length;
      const type = token.out(its.type) as string;
      const normal = (token.out(its.normal) as string).toLowerCase();
      if (type === 'punctuation') negatedByWord = false;
      if (NEGATORS.has(normal)) negatedByWord = true;
      const lemma = (token.out(its.lemma as ItsFunction<string>) as string).toLowerCase();
      const word = type === 'word' || type === 'number';
      const stop = (token.out(its.stopWordFlag) as unknown as boolean) === true;
      const vector = wordId(normal);
      placed.push({
        normal,
        lemma,
        // Numbers are compared as written: the stemmer mangles them ("301" → "y01").
        stem:
          type === 'number'
            ? normal
            : (token.out(its.stem as ItsFunction<string>) as string).toLowerCase(),
        pos: token.out(its.pos) as string,
        content: word && !stop && !NOT_CONTENT.has(lemma) && !NOT_CONTENT.has(normal),
        negated: (token.out(its.negationFlag) as unknown as boolean) === true || negatedByWord,
        vector: vector >= 0 ? vector : wordId(lemma),
        at,
        length,
        joiner: CLAUSE_JOINERS.has(normal) || type === 'punctuation',
      });
    });
    let from = 0;
    for (let k = 1; k <= placed.length; k++) {
      const cut =
        k === placed.length ||
        (k - from >= LONG_PASSAGE && placed[k].joiner && k < placed.length - 3);
      if (!cut) continue;
      const part = placed.slice(from, k).filter((t) => t.length > 0);
      if (part.length > 0) {
        const start = part[0].at;
        const last = part[part.length - 1];
        passages.push({
          start,
          end: last.at + last.length,
          tokens: part.map(({ normal, lemma, stem, pos, content, negated, vector }) => ({
            normal,
            lemma,
            stem,
            pos,
            content,
            negated,
            vector,
          })),
        });
      }
      from = k;
    }
  });
  return passages;
}
