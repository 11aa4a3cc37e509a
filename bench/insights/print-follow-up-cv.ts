// Prints the follow-up rules' out-of-fold figures on train + dev (follow-up-cv.ts): each candidate,
// its threshold where it has one, a sweep of thresholds, and how the engine's out-of-fold
// probability of the askable points splits between points made and points missing. Reads no
// held-out split. About 3 minutes (it trains 12 models).
//   npx tsc -p bench/insights/tsconfig.json && node .cache/bench-insights/bench/insights/print-follow-up-cv.js
import { addressed } from './dataset';
import type { FollowUpFigures } from './follow-ups';
import { chooseTau, figuresOf, outOfFold, RULES } from './follow-up-cv';

const show = (f: FollowUpFigures) =>
  `not needed ${f.notNeeded} / ${f.asked} (${f.notNeededShare.toFixed(3)}), needed asked ${f.neededAsked} / ${f.needed} (${f.neededAskedShare.toFixed(3)}) [${f.answers} answers]`;

const data = outOfFold();
for (const [name, { rule, tuned }] of Object.entries(RULES)) {
  if (!tuned) {
    console.log(`${name.padEnd(40)} ${show(figuresOf(data, rule, 1))}`);
    continue;
  }
  const chosen = chooseTau(data, rule);
  console.log(
    `${name.padEnd(40)} ${chosen ? `tau ${chosen.tau.toFixed(4)}: ${show(chosen.figures)}` : 'no threshold keeps within the cap'}`,
  );
  for (const tau of [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5])
    console.log(`${''.padEnd(42)}tau ${tau.toFixed(2)}: ${show(figuresOf(data, rule, tau))}`);
}
const bands = [0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.01];
console.log('askable points by out-of-fold probability: made (covered + partly) / missing');
for (let n = 0; n + 1 < bands.length; n++) {
  const inBand = data.flatMap((a) =>
    a.askable.filter((r) => r.p >= bands[n] && r.p < bands[n + 1]).map((r) => a.labels[r.point]),
  );
  const made = inBand.filter(addressed).length;
  console.log(
    `  ${bands[n].toFixed(2)}–${Math.min(1, bands[n + 1]).toFixed(2)}: ${made} / ${inBand.length - made}`,
  );
}
