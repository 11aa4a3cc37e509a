// While tuning: how well each feature alone separates addressed from missing points (AUC), on the
// training split, and how traps score. Not part of the bench.
import { readEvidence } from '../../functions/src/features/insights/local-engine';
import { FEATURE_NAMES } from '../../functions/src/features/insights/point-evidence';
import { addressed, loadSplit, rubricOf } from './dataset';

const rows: { f: number[]; y: boolean; trap: boolean }[] = [];
for (const a of loadSplit('train')) {
  readEvidence(a.transcript, rubricOf(a.questionId)).points.forEach((p, i) =>
    rows.push({
      f: p.features,
      y: addressed(a.labels[i]),
      trap: a.trapPoints.some((t) => t.point === i) && !addressed(a.labels[i]),
    }),
  );
}
function auc(xs: { s: number; y: boolean }[]) {
  const pos = xs.filter((x) => x.y),
    neg = xs.filter((x) => !x.y);
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p.s > n.s ? 1 : p.s === n.s ? 0.5 : 0;
  return wins / (pos.length * neg.length);
}
FEATURE_NAMES.forEach((name, k) => {
  const all = auc(rows.map((r) => ({ s: r.f[k], y: r.y })));
  const traps = auc(rows.filter((r) => r.y || r.trap).map((r) => ({ s: r.f[k], y: r.y })));
  console.log(`${all.toFixed(3)}  vs traps ${traps.toFixed(3)}  ${name}`);
});
