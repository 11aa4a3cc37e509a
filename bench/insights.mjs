// Insights: the offline rubric-coverage engine (wink-nlp, in-process) over the hand-labelled
// answers in functions/src/features/insights/eval/answers.ts. A rubric point counts as addressed
// when it is covered or partly covered; precision and recall are of that call against the labels,
// and the time is the median per answer with the model already loaded. Needs no emulators:
// build the functions (npm run build -w functions), then call measure(). Part of `npm run bench`.
import { evaluate } from '../functions/lib/features/insights/evaluate.js';

export async function measure({ log }) {
  const result = evaluate();
  log(
    `insights: ${result.answers} answers, ${result.points} rubric points; precision ${result.precision.toFixed(3)}, recall ${result.recall.toFixed(3)}, ${result.medianMs.toFixed(1)} ms per answer`,
  );
  return {
    title: 'Insights (offline rubric coverage over hand-labelled answers)',
    rows: [
      {
        metric: 'coverage precision (covered or partly)',
        value: result.precision,
        target: '≥ 0.8',
        ok: result.precision >= 0.8,
      },
      {
        metric: 'coverage recall (covered or partly)',
        value: result.recall,
        target: '≥ 0.7',
        ok: result.recall >= 0.7,
      },
      {
        metric: 'time per answer (median)',
        value: result.medianMs,
        unit: 'ms',
        target: '≤ 200 ms',
        ok: result.medianMs <= 200,
      },
      {
        metric: 'first call in a process (loads the model)',
        value: result.firstCallMs,
        unit: 'ms',
      },
    ],
    notes: [
      `${result.answers} answers to library questions, ${result.points} rubric points labelled by hand covered / partly / missing.`,
    ],
    raw: result,
  };
}
