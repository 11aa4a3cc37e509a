// Whether a passage of an answer is about a rubric point, in the offline engine's judgement. A
// language model's quote is only evidence for a point when this holds, so a model cannot mark a
// point covered with a passage that does not speak to it.
import { matchPoint, pointTerms } from './rubric-match';
import { readSentences } from './sentences';

/** The passage covers the point at least partly, as the offline engine reads it. */
export function relatesToPoint(passage: string, point: string): boolean {
  return matchPoint(pointTerms(point), readSentences(passage)).status !== 'missing';
}
