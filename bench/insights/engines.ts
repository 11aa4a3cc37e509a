// The two engines the bench compares: today's offline engine and the baseline it replaced.
import { analyseAnswer } from '../../functions/src/features/insights/local-engine';
import { baselineStatuses } from './baseline/engine';
import type { Engine } from './measure';

export const currentEngine: Engine = (transcript, rubric) =>
  analyseAnswer({ transcript, rubric }).coverage.map((c) => c.status);

export const baselineEngine: Engine = baselineStatuses;
