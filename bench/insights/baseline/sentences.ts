// The transcript as sentences of content words with their exact character offsets. wink-nlp
// splits sentences, lemmatises and marks negation scope ("didn't use a cache": use and cache are
// negated); its English model ships inside its npm package, so this runs offline.
import { createRequire } from 'node:module';
import winkNLP from 'wink-nlp';
import type { ItemSentence, ItemToken, ItsFunction, Model, WinkMethods } from 'wink-nlp';
import type englishModel from 'wink-eng-lite-web-model';
import { synonymKey, synonymWords } from './synonyms';

/** A content word: what it means (after lemma, synonyms and stemming) and whether it is negated. */
export interface Term {
  key: string;
  negated: boolean;
}

export interface Sentence {
  /** transcript.slice(start, end) is the sentence, without surrounding spaces. */
  start: number;
  end: number;
  terms: Term[];
}

// Words too general to show that a point is covered (wink's own stop words are dropped too), and
// fillers, which carry no content.
const EXTRA_STOP_WORDS = new Set([
  'use',
  'make',
  'get',
  'go',
  'thing',
  'way',
  'really',
  'just',
  'also',
  'like',
  'basically',
  'actually',
  'honestly',
  'probably',
  'maybe',
  'something',
  'kind',
  'lot',
  'well',
  'etc',
  'e.g.',
  'eg',
  'think',
  'um',
  'uh',
  'er',
  'erm',
  'hmm',
  'yeah',
  'so',
]);

// Negation words whose scope wink-nlp's model does not mark.
const NEGATORS = new Set(['without']);

let nlp: WinkMethods | undefined;

// The English model takes 60–200 ms to require: it is required on first use, not when a module
// that imports this one loads (a function's cold start should not pay for it unless it analyses).
const requireLazily = createRequire(__filename);

/** The model is loaded on first use and kept for the process's life. */
function load(): WinkMethods {
  nlp ??= winkNLP(requireLazily('wink-eng-lite-web-model') as typeof englishModel satisfies Model, [
    'sbd',
    'negation',
    'pos',
  ]);
  return nlp;
}

let stemGroups: Map<string, string> | undefined;

/**
 * A word's synonym group by its spelling, its lemma, or failing both its stem ("Measures" at the
 * start of a rubric point is tagged a noun and keeps its s; its stem still finds "measure").
 */
function keyOf(lemma: string, normal: string, stem: string): string {
  const direct = synonymKey(lemma) ?? synonymKey(normal);
  if (direct) return direct;
  if (!stemGroups) {
    const { readDoc, its } = load();
    stemGroups = new Map();
    for (const word of synonymWords()) {
      const key = synonymKey(word);
      const wordStem = readDoc(word)
        .tokens()
        .itemAt(0)
        ?.out(its.stem as ItsFunction<string>) as string | undefined;
      if (key && wordStem && !stemGroups.has(wordStem)) stemGroups.set(wordStem, key);
    }
  }
  return stemGroups.get(stem) ?? stem;
}

/** Sentences of `text` with their content words; an empty or blank text has none. */
export function readSentences(text: string): Sentence[] {
  if (text.trim() === '') return [];
  const { readDoc, its } = load();
  const doc = readDoc(text);
  const sentences: Sentence[] = [];
  let cursor = 0;
  doc.sentences().each((sentence: ItemSentence) => {
    let start = -1;
    let end = -1;
    let negatedByWord = false;
    const terms: Term[] = [];
    sentence.tokens().each((token: ItemToken) => {
      const value = token.out(its.value) as string;
      // Tokens keep the spoken text (contractions are split, not rewritten), so each is found
      // in order; one that is not (a normalised character) keeps the previous offsets.
      const at = text.indexOf(value, cursor);
      if (at >= 0) {
        if (start < 0) start = at;
        end = at + value.length;
        cursor = end;
      }
      const type = token.out(its.type) as string;
      if (type === 'punctuation') {
        negatedByWord = false;
        return;
      }
      const normal = (token.out(its.normal) as string).toLowerCase();
      if (NEGATORS.has(normal)) {
        negatedByWord = true;
        return;
      }
      if (type !== 'word' && type !== 'number') return;
      const lemma = (token.out(its.lemma as ItsFunction<string>) as string).toLowerCase();
      const stopped = (token.out(its.stopWordFlag) as unknown as boolean) === true;
      if (EXTRA_STOP_WORDS.has(lemma) || EXTRA_STOP_WORDS.has(normal)) return;
      // Numbers are compared as written: the stemmer mangles them ("301" → "y01").
      const key =
        type === 'number'
          ? normal
          : keyOf(
              lemma,
              normal,
              (token.out(its.stem as ItsFunction<string>) as string).toLowerCase(),
            );
      if (stopped && !key.startsWith('=')) return;
      const negated = (token.out(its.negationFlag) as unknown as boolean) === true || negatedByWord;
      terms.push({ key, negated });
    });
    if (start >= 0) sentences.push({ start, end, terms });
  });
  return sentences;
}
