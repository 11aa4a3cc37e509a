// What of a language model's reading a reviewer may see. The model only points at passages; these
// rules decide whether a passage is evidence for a rubric point, and whether a summary sentence
// says what its passage says. Anything else is dropped, so a model that is wrong, or that obeys
// instructions hidden in an answer, cannot move a point or put words in the candidate's mouth.
import { countWords } from './delivery';
import type { Located } from './locate-quote';
import { relatesToPoint } from './relatedness';
import type { Passage, Token } from './answer-text';
import { readPassages } from './answer-text';

/**
 * A passage is evidence only if it is at least a clause: someone, doing something, to something
 * ("we cache the reads") takes four words; a word or two ("know", "yes, caching") can echo a point
 * without showing anything about it.
 */
const MIN_CLAUSE_WORDS = 4;
/** A summary sentence is kept when this share of its content words is in its passage or beside it. */
const GROUNDED_SHARE = 0.6;

const isClause = (text: string) => countWords(text) >= MIN_CLAUSE_WORDS;

/** The passage is at least a clause and, read offline, about the point. */
export function isEvidenceFor(passage: Located, point: string): boolean {
  return isClause(passage.text) && relatesToPoint(passage.text, point);
}

/** A content word by its stem, with its polarity: "we cache" and "we don't cache" differ. */
const termId = (token: Token) => `${token.negated ? '!' : ''}${token.stem}`;

// Words a summary uses to report what was said; they are about the answer, not in it.
const REPORTING_WORDS = [
  'candidate',
  'interviewee',
  'answer',
  'say',
  'explain',
  'describe',
  'mention',
  'talk',
  'state',
  'note',
  'suggest',
  'discuss',
  'propose',
];
let reportingIds: Set<string> | undefined; // built on first use, with the model

const contentTerms = (passages: readonly Passage[]) =>
  passages.flatMap((p) => p.tokens.filter((t) => t.content).map(termId));

function contentIds(passages: readonly Passage[]): Set<string> {
  reportingIds ??= new Set(REPORTING_WORDS.flatMap((word) => contentTerms(readPassages(word))));
  const reporting = reportingIds;
  return new Set(contentTerms(passages).filter((id) => !reporting.has(id)));
}

/**
 * The summary sentence says what its passage (or the passage either side of it) says: it is a
 * clause, its passage is one, and most of its content words, with the same polarity, are there.
 */
export function isGrounded(
  sentence: string,
  passage: Located,
  transcriptPassages: readonly Passage[],
): boolean {
  if (!isClause(sentence) || !isClause(passage.text)) return false;
  const claimed = contentIds(readPassages(sentence));
  if (claimed.size === 0) return false;
  const touched = transcriptPassages.flatMap((s, k) =>
    s.end > passage.start && s.start < passage.end ? [k] : [],
  );
  const window =
    touched.length === 0
      ? []
      : transcriptPassages.slice(Math.max(0, touched[0] - 1), touched.at(-1)! + 2);
  const said = contentIds([...window, ...readPassages(passage.text)]);
  const found = [...claimed].filter((id) => said.has(id)).length;
  return found / claimed.size >= GROUNDED_SHARE;
}
