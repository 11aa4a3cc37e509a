// While tuning: the training procedure judged by cross-validation over the train and dev splits,
// folds grouped by question (each fold's questions are unseen by the model and the thresholds that
// judge it), with the figures per fold and pooled over all out-of-fold calls; then the time per
// answer of the engine as generated. The test split is not read here.
//   npm run train:insights && node .cache/bench-insights/bench/insights/cv.js [target precision]
import { analyseAnswer } from '../../functions/src/features/insights/local-engine';
import { statusOf } from '../../functions/src/features/insights/evidence-classifier';
import type { CoverageStatus } from '../../functions/src/shared/schemas/insights';
import { addressed, loadSplit, rubricOf } from './dataset';
import type { Example } from './procedure';
import { examples, foldsByQuestion, scoreOf, TARGET_PRECISION, train } from './procedure';

const FOLDS = 6;
const target = Number(process.argv[2] ?? TARGET_PRECISION);
const answers = [...loadSplit('train'), ...loadSplit('dev')];

interface Call {
  e: Example;
  status: CoverageStatus;
}

function figures(calls: readonly Call[]) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let same = 0;
  let traps = 0;
  let trapsAccepted = 0;
  for (const { e, status } of calls) {
    const said = addressed(status);
    const made = addressed(e.label);
    if (said && made) tp++;
    else if (said) fp++;
    else if (made) fn++;
    if (status === e.label) same++;
    if (e.trap) {
      traps++;
      if (said) trapsAccepted++;
    }
  }
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  const f1 = (2 * precision * recall) / Math.max(1e-9, precision + recall);
  return `P ${precision.toFixed(3)} R ${recall.toFixed(3)} F1 ${f1.toFixed(3)} traps ${trapsAccepted}/${traps} (${(trapsAccepted / Math.max(1, traps)).toFixed(3)}) acc3 ${(same / Math.max(1, calls.length)).toFixed(3)} n ${calls.length}`;
}

for (const useListenFor of [true, false]) {
  const set = examples(answers, useListenFor);
  const fold = foldsByQuestion(set, FOLDS);
  const pooled: Call[] = [];
  console.log(`${useListenFor ? 'listen-for' : 'own words'} model, target precision ${target}`);
  for (let f = 0; f < FOLDS; f++) {
    const model = train(
      set.filter((e) => fold.get(e.questionId) !== f),
      target,
    );
    const calls = set
      .filter((e) => fold.get(e.questionId) === f)
      .map((e) => ({ e, status: statusOf(scoreOf(e, model), model) }));
    pooled.push(...calls);
    console.log(
      `  fold ${f}: ${figures(calls)}; some ≥ ${model.some.toFixed(3)} found ≥ ${model.found.toFixed(3)} l2 ${model.l2}`,
    );
  }
  console.log(`  pooled: ${figures(pooled)}`);
}

// Time per answer of the engine as generated (its first call loads the model and vectors).
analyseAnswer({ transcript: answers[0].transcript, rubric: rubricOf(answers[0].questionId) });
const ms = answers
  .map((a) => {
    const started = performance.now();
    analyseAnswer({ transcript: a.transcript, rubric: rubricOf(a.questionId) });
    return performance.now() - started;
  })
  .sort((a, b) => a - b);
const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
console.log(`time per answer: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
