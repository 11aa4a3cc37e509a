// While tuning: the training split's traps the engine accepts, with the passage it quoted.
import { analyseAnswer, readEvidence } from '../../functions/src/features/insights/local-engine';
import { loadSplit, rubricOf } from './dataset';

for (const a of loadSplit('train')) {
  const rubric = rubricOf(a.questionId);
  const ins = analyseAnswer({ transcript: a.transcript, rubric });
  const ev = readEvidence(a.transcript, rubric);
  for (const t of a.trapPoints) {
    if (a.labels[t.point] !== 'missing' || ins.coverage[t.point].status === 'missing') continue;
    const f = ev.points[t.point].features;
    console.log(
      `${t.kind.padEnd(8)} p=${ev.points[t.point].probability.toFixed(2)} den=${f[6]} oth=${f[7]} | ${rubric[t.point].slice(0, 60)} | “${ins.coverage[t.point].quotes[0]?.text.slice(0, 150)}”`,
    );
  }
}
