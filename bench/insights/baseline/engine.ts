// The offline engine as it was before word vectors and the evidence classifier (shared-word
// counting with a hand-kept synonym list), kept unchanged as the baseline the held-out figures are
// reported beside.
import type { CoverageStatus } from '../../../functions/src/shared/schemas/insights';
import { matchPoint, pointTerms } from './rubric-match';
import { readSentences } from './sentences';

export function baselineStatuses(transcript: string, rubric: readonly string[]): CoverageStatus[] {
  const sentences = readSentences(transcript);
  return rubric.map((point) => matchPoint(pointTerms(point), sentences).status);
}
