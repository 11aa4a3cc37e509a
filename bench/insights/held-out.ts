// The held-out figures: every engine on the newest fresh split (answers to held-out questions,
// written and labelled after the engine was last tuned; the headline), on the older splits of the
// same questions, and the old hand-written set kept as a regression check. `npm run bench` prints
// them; a unit test checks the figures the product shows reviewers against them.
import { EVAL_ANSWERS } from '../../functions/src/features/insights/eval/answers';
import { analyseAnswer } from '../../functions/src/features/insights/local-engine';
import { readEvidence } from '../../functions/src/features/insights/local-engine';
import { statusOf } from '../../functions/src/features/insights/evidence-classifier';
import type { LabelledAnswer } from './dataset';
import { loadSplit } from './dataset';
import { baselineEngine, currentEngine } from './engines';
import type { Engine, Figures } from './measure';
import { measure } from './measure';

/** Today's engine reading a point by its own words only, as it reads an org's own wording. */
const withoutListenFor: Engine = (transcript, rubric) =>
  readEvidence(transcript, rubric, { useListenFor: false }).points.map((p) =>
    statusOf(p.probability, p.model),
  );

/** The old set: answers written for the first engine, labelled per point the same way. */
export function regressionSet(): LabelledAnswer[] {
  return EVAL_ANSWERS.map((a, k) => ({
    id: `regression-${k}`,
    questionId: a.questionId,
    transcript: a.transcript,
    styles: [],
    paraphrasePoints: [],
    trapPoints: [],
    labels: a.labels,
  }));
}

type Compared = { current: Figures; withoutListenFor: Figures; baseline: Figures };

export interface HeldOut {
  fresh2: Compared;
  fresh: Compared;
  test: Compared;
  regression: { current: Figures; baseline: Figures };
  firstCallMs: number;
  /** Resident memory the first call added (the English model and the word vectors). */
  firstCallMiB: number;
}

export function heldOutFigures(): HeldOut {
  // The first call loads the English model and the word vectors (once per process).
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  analyseAnswer({ transcript: 'Warm up.', rubric: ['Loads the model'] });
  const firstCallMs = performance.now() - started;
  const firstCallMiB = (process.memoryUsage().rss - rss) / 1024 / 1024;
  const compared = (answers: LabelledAnswer[]): Compared => ({
    current: measure(currentEngine, answers),
    withoutListenFor: measure(withoutListenFor, answers),
    baseline: measure(baselineEngine, answers),
  });
  const regression = regressionSet();
  return {
    fresh2: compared(loadSplit('fresh2')),
    fresh: compared(loadSplit('fresh')),
    test: compared(loadSplit('test')),
    regression: {
      current: measure(currentEngine, regression),
      baseline: measure(baselineEngine, regression),
    },
    firstCallMs,
    firstCallMiB,
  };
}
