// The evidence classifier: a logistic model over the features of point-evidence.ts, trained on
// labelled answers (never on the questions it is measured on). Its probability that the answer
// makes the point decides the finding; the thresholds were set on a separate dev split. A point
// with the library's listen-for phrases is read by the model trained with them; a point in its
// author's own words by the model trained without, so an org's own rubric is judged as fairly.
import type { CoverageStatus } from '../../shared/schemas/insights';
import { EVIDENCE_MODELS } from './evidence-model';

export interface Model {
  mean: readonly number[];
  scale: readonly number[];
  weights: readonly number[];
  bias: number;
  found: number;
  some: number;
}

export function probability(features: readonly number[], model: Model): number {
  let z = model.bias;
  features.forEach((x, k) => {
    z += model.weights[k] * ((x - model.mean[k]) / model.scale[k]);
  });
  return 1 / (1 + Math.exp(-z));
}

export function statusOf(p: number, model: Model): CoverageStatus {
  return p >= model.found ? 'covered' : p >= model.some ? 'partly' : 'missing';
}

export function modelFor(hasListenFor: boolean): Model {
  return hasListenFor ? EVIDENCE_MODELS.listenFor : EVIDENCE_MODELS.ownWords;
}
