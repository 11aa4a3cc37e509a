// While tuning: the figures on the training and dev splits only (the test split is not read). The
// model is fitted on both, so these are in-sample: cv.ts gives the figures on unseen questions.
import { loadSplit } from './dataset';
import { baselineEngine, currentEngine } from './engines';
import { measure } from './measure';

for (const split of ['train', 'dev'] as const) {
  const answers = loadSplit(split);
  for (const [name, engine] of [
    ['baseline', baselineEngine],
    ['current', currentEngine],
  ] as const) {
    const f = measure(engine, answers);
    console.log(
      `${split.padEnd(5)} ${name.padEnd(8)} P ${f.precision.toFixed(3)} R ${f.recall.toFixed(3)} F1 ${f.f1.toFixed(3)} para-R ${f.paraphraseRecall.toFixed(3)} traps ${f.trapsAccepted.toFixed(3)} (${f.traps}) acc3 ${f.accuracy3.toFixed(3)} ${f.medianMs.toFixed(1)} ms; R by type ${JSON.stringify(Object.fromEntries(Object.entries(f.recallByType).map(([k, v]) => [k, +v.toFixed(2)])))}`,
    );
  }
}
