// The evidence classifier: a logistic model over the features of point-evidence.ts, trained on
// labelled answers (never on the questions it is measured on). Its probability that the answer
// makes the point decides the finding; the thresholds were set on a separate dev split.
import type { CoverageStatus } from '../../shared/schemas/insights';
import { EVIDENCE_MODEL } from './evidence-model';

export interface Model {
  mean: readonly number[];
  scale: readonly number[];
  weights: readonly number[];
  bias: number;
  found: number;
  some: number;
}

export function probability(features: readonly number[], model: Model = EVIDENCE_MODEL): number {
  let z = model.bias;
  features.forEach((x, k) => {
    z += model.weights[k] * ((x - model.mean[k]) / model.scale[k]);
  });
  return 1 / (1 + Math.exp(-z));
}

export function statusOf(p: number, model: Model = EVIDENCE_MODEL): CoverageStatus {
  return p >= model.found ? 'covered' : p >= model.some ? 'partly' : 'missing';
}
