// The labelled answers the offline engine is trained and measured on (bench/insights/data). Each
// answer was written to be unlike its rubric's wording and labelled per rubric point by two
// labellers who saw only the question, the rubric and the answer; their disagreements were settled
// before any engine ran on the answers. Split by question: answers to a held-out (test) question
// are never read while tuning. `fresh` and `fresh2` hold answers to the test questions written and
// labelled later, by writers and labellers who never saw the engine, and never read while tuning
// the engine they measure: `test` had been measured on while an earlier engine was chosen, `fresh`
// once per engine since, so the newest engine is judged on `fresh2`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LIBRARY_QUESTIONS } from '../../functions/src/shared/question-library';
import type { CoverageStatus } from '../../functions/src/shared/schemas/insights';

export type Split = 'train' | 'dev' | 'test' | 'fresh' | 'fresh2';

export interface LabelledAnswer {
  id: string;
  questionId: string;
  transcript: string;
  /** How it was written: paraphrase, plain-words, non-native, speech-to-text, trap, … */
  styles: string[];
  /** Points the writer made in words unlike the rubric's. */
  paraphrasePoints: number[];
  /** Points the writer set a trap on: named, denied, credited to others, or contradicted. */
  trapPoints: { point: number; kind: string }[];
  /** The settled label per rubric point, in rubric order. */
  labels: CoverageStatus[];
}

/** The repository, found from here whether this runs from source (tests) or compiled (bench). */
export function repoRoot(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'bench', 'insights', 'data', 'split.json'))) return dir;
  }
  throw new Error('bench/insights/data not found');
}

const dataDir = () => join(repoRoot(), 'bench', 'insights', 'data');

export function loadSplit(split: Split): LabelledAnswer[] {
  return JSON.parse(readFileSync(join(dataDir(), `${split}.json`), 'utf8')) as LabelledAnswer[];
}

export function rubricOf(questionId: string): readonly string[] {
  const question = LIBRARY_QUESTIONS.find((q) => q.id === questionId);
  if (!question) throw new Error(`No library question ${questionId}`);
  return question.rubric;
}

export const addressed = (status: CoverageStatus) => status !== 'missing';
