// Prints the held-out figures, the follow-ups' too
// (node .cache/bench-insights/bench/insights/print-held-out.js).
import { followUpFigures } from './follow-ups';
import { heldOutFigures } from './held-out';
import type { Figures } from './measure';

const h = heldOutFigures();
const row = (name: string, f: Figures) =>
  console.log(
    `${name.padEnd(28)} P ${f.precision.toFixed(3)} R ${f.recall.toFixed(3)} F1 ${f.f1.toFixed(3)} para-R ${f.paraphraseRecall.toFixed(3)} (${f.paraphrasePoints}) traps ${f.trapsAccepted.toFixed(3)} (${f.traps}) acc3 ${f.accuracy3.toFixed(3)} ${f.medianMs.toFixed(1)} ms [${f.answers} answers, ${f.points} points] R by type ${JSON.stringify(Object.fromEntries(Object.entries(f.recallByType).map(([k, v]) => [k, +v.toFixed(2)])))}`,
  );
row('fresh2: current', h.fresh2.current);
row('fresh2: current, own words only', h.fresh2.withoutListenFor);
row('fresh2: baseline', h.fresh2.baseline);
row('fresh: current', h.fresh.current);
row('fresh: current, own words only', h.fresh.withoutListenFor);
row('fresh: baseline', h.fresh.baseline);
row('test: current', h.test.current);
row('test: current, own words only', h.test.withoutListenFor);
row('test: baseline', h.test.baseline);
row('regression: current', h.regression.current);
row('regression: baseline', h.regression.baseline);
console.log(`first call ${h.firstCallMs.toFixed(0)} ms`);
for (const [split, f] of Object.entries(followUpFigures()))
  console.log(
    `${`${split}: follow-ups`.padEnd(28)} not needed ${f.notNeeded} / ${f.asked} (${f.notNeededShare.toFixed(3)}), needed asked ${f.neededAsked} / ${f.needed} (${f.neededAskedShare.toFixed(3)}) [${f.answers} answers]`,
  );
