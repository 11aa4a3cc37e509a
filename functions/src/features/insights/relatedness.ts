// Whether a passage of an answer is about a rubric point, in the offline engine's judgement. A
// language model's quote is only evidence for a point when this holds, so a model cannot mark a
// point covered with a passage that does not speak to it.
import { readEvidence } from './local-engine';
import { FEATURE_NAMES } from './point-evidence';

/**
 * A quarter of the point (by its words' weight, matched by meaning) or of one of its listen-for
 * phrases: enough to say the passage speaks to the point, not that it makes it; whether it does
 * is the model's call, checked here only for relevance.
 */
const RELATED_SHARE = 0.25;
const SHARE = FEATURE_NAMES.indexOf('soft share (best window)');
const LISTEN_FOR_SHARE = FEATURE_NAMES.indexOf('listen-for share (best passage)');
const NEGATED = FEATURE_NAMES.indexOf('negated share of the match');

/** The passage speaks to the point, and does not deny it ("we did not shard anything"). */
export function relatesToPoint(passage: string, point: string): boolean {
  const [reading] = readEvidence(passage, [point]).points;
  if (!reading || reading.evidence.length === 0 || reading.disowned) return false;
  if (reading.features[NEGATED] >= 0.5) return false;
  return Math.max(reading.features[SHARE], reading.features[LISTEN_FOR_SHARE]) >= RELATED_SHARE;
}
