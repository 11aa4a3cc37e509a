// While tuning: the training procedure judged by cross-validation over the train and dev splits,
// folds grouped by question (each fold's questions are unseen by the model and the thresholds that
// judge it), with the figures per fold and pooled over all out-of-fold calls; then the time per
// answer of the engine as generated. The test split is not read here.
//   npm run train:insights && node .cache/bench-insights/bench/insights/cv.js [target precision [recall floor]] [listen-for]
import { analyseAnswer } from '../../functions/src/features/insights/local-engine';
import { statusOf } from '../../functions/src/features/insights/evidence-classifier';
import type { CoverageStatus } from '../../functions/src/shared/schemas/insights';
import { addressed, loadSplit, rubricOf } from './dataset';
import type { Example } from './procedure';
import {
  examples,
  foldsByQuestion,
  MIN_RECALL,
  scoreOf,
  TARGET_PRECISION,
  train,
} from './procedure';

const FOLDS = 6;
const [target = TARGET_PRECISION, minRecall = MIN_RECALL] = process.argv
  .slice(2)
  .filter((a) => a !== 'listen-for')
  .map(Number);
const answers = [...loadSplit('train'), ...loadSplit('dev')];

interface Call {
  e: Example;
  status: CoverageStatus;
  /** The out-of-fold probability. */
  p: number;
}

/** Threshold-free: AUC of the out-of-fold probabilities, and precision where recall reaches 0.65. */
function ranking(calls: readonly Call[]) {
  const sorted = [...calls].sort((a, b) => b.p - a.p);
  const positives = calls.filter((c) => addressed(c.e.label)).length;
  let tp = 0;
  let wins = 0;
  let precisionAt = 0;
  sorted.forEach((c, k) => {
    if (addressed(c.e.label)) tp++;
    else wins += tp;
    if (precisionAt === 0 && tp >= 0.65 * positives) precisionAt = tp / (k + 1);
  });
  const auc = wins / Math.max(1, positives * (calls.length - positives));
  return `AUC ${auc.toFixed(3)}, precision at recall 0.65 ${precisionAt.toFixed(3)}`;
}

function figures(calls: readonly Call[]) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let same = 0;
  let traps = 0;
  let trapsAccepted = 0;
  const byKind = new Map<string, { all: number; accepted: number }>();
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
      const kind = byKind.get(e.trapKind ?? '') ?? { all: 0, accepted: 0 };
      byKind.set(e.trapKind ?? '', { all: kind.all + 1, accepted: kind.accepted + (said ? 1 : 0) });
    }
  }
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  const f1 = (2 * precision * recall) / Math.max(1e-9, precision + recall);
  return `P ${precision.toFixed(3)} R ${recall.toFixed(3)} F1 ${f1.toFixed(3)} traps ${trapsAccepted}/${traps} (${(trapsAccepted / Math.max(1, traps)).toFixed(3)}: ${[...byKind].map(([kind, { all, accepted }]) => `${kind} ${accepted}/${all}`).join(', ')}) acc3 ${(same / Math.max(1, calls.length)).toFixed(3)} n ${calls.length}`;
}

// A second argument `listen-for` skips the own-words model (quicker while tuning).
for (const useListenFor of process.argv.includes('listen-for') ? [true] : [true, false]) {
  const set = examples(answers, useListenFor);
  const fold = foldsByQuestion(set, FOLDS);
  const pooled: Call[] = [];
  console.log(
    `${useListenFor ? 'listen-for' : 'own words'} model, target precision ${target}, recall floor ${minRecall}`,
  );
  for (let f = 0; f < FOLDS; f++) {
    const model = train(
      set.filter((e) => fold.get(e.questionId) !== f),
      target,
      minRecall,
    );
    const calls = set
      .filter((e) => fold.get(e.questionId) === f)
      .map((e) => {
        const p = scoreOf(e, model);
        return { e, p, status: statusOf(p, model) };
      });
    pooled.push(...calls);
    console.log(
      `  fold ${f}: ${figures(calls)}; some ≥ ${model.some.toFixed(3)} found ≥ ${model.found.toFixed(3)} l2 ${model.l2}`,
    );
  }
  console.log(`  pooled: ${figures(pooled)}`);
  console.log(`  pooled: ${ranking(pooled)}`);
}

// Time per answer of the engine as generated (its first call loads the model and vectors): wall
// time, and the process's CPU time, which other work on a shared machine inflates less.
analyseAnswer({ transcript: answers[0].transcript, rubric: rubricOf(answers[0].questionId) });
const wall: number[] = [];
const cpu: number[] = [];
for (const a of answers) {
  const started = performance.now();
  const used = process.cpuUsage();
  analyseAnswer({ transcript: a.transcript, rubric: rubricOf(a.questionId) });
  const { user, system } = process.cpuUsage(used);
  wall.push(performance.now() - started);
  cpu.push((user + system) / 1000);
}
const spread = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`;
};
console.log(`time per answer: wall ${spread(wall)}; CPU ${spread(cpu)}`);
