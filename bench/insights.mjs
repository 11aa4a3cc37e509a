// Insights. The offline engine on the newest fresh held-out split of the labelled answers in
// bench/insights/data (answers to questions never read while the engine was trained or tuned,
// written and labelled after it was last tuned), beside the engine it replaced
// (bench/insights/baseline) on the same answers, the older splits of the same questions, and the
// older hand-written set as a regression check. A rubric point counts as addressed when it is
// covered or partly covered. The evaluation code is TypeScript compiled into .cache/bench-insights (never the
// deployed functions). Needs no emulators; part of `npm run bench`.
// The language-model path runs the older set against tools/llm-standin in each of its modes:
// a good answer must pass validation every time, every quote kept must be an exact passage, and
// the local engine must take over exactly when the model's answer is unusable.
// Follow-up questions: each held-out answer saved alone to its library question, decided by the
// rule with the library's reviewed follow-ups (bench/insights/follow-ups.ts), against the labels.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { analyseWithConfiguredEngine } from '../functions/lib/features/insights/engine.js';
import { tooLittleText } from '../functions/lib/features/insights/too-little-text.js';
import { startLlmStandin } from '../tools/llm-standin/server.mjs';

const LLM_MODES = ['good', 'invented', 'malformed', 'wrong-shape', 'too-few', 'error', 'slow'];
const FAILING_MODES = new Set(['malformed', 'wrong-shape', 'too-few', 'error', 'slow']);
// Long enough for 40 answers at once on a loaded machine (each model answer's quotes are checked
// by the offline engine as it arrives); the slow mode costs this once, and the stand-in waits far
// longer.
const LLM_TIMEOUT_MS = 5000;

async function measureLlm() {
  const { EVAL_ANSWERS, rubricOf } = compiled('functions/src/features/insights/eval/answers.js');
  const standin = await startLlmStandin({ slowMs: 30_000 });
  const config = {
    baseUrl: standin.url,
    model: 'standin',
    apiKey: 'bench',
    timeoutMs: LLM_TIMEOUT_MS,
  };
  // Each fallback logs a warning line for operators (firebase-functions writes it to stderr through
  // the console it captured at load); counted here instead of flooding the bench's output.
  const write = process.stderr.write;
  let warnings = 0;
  process.stderr.write = function (chunk, ...rest) {
    if (String(chunk).includes('insights: language model failed')) {
      warnings += 1;
      return true;
    }
    return write.call(this, chunk, ...rest);
  };
  const askable = EVAL_ANSWERS.filter(
    (a) => !tooLittleText({ transcript: a.transcript, rubric: rubricOf(a.questionId) }),
  );
  const byMode = {};
  let quotes = 0;
  let exact = 0;
  let inventedKept = 0;
  try {
    for (const mode of LLM_MODES) {
      standin.setMode(mode);
      // All answers at once: the slow mode then waits one timeout, not one per answer.
      const results = await Promise.all(
        // An answer too short to judge reaches no engine: it says so, in every mode alike.
        askable.map(async (answer) => {
          const input = { transcript: answer.transcript, rubric: rubricOf(answer.questionId) };
          return { answer, ...(await analyseWithConfiguredEngine(input, config)) };
        }),
      );
      byMode[mode] = { answers: results.length, llm: 0, fallbacks: 0, notes: 0 };
      for (const { answer, insights, note } of results) {
        if (insights.engine.name === 'llm') byMode[mode].llm += 1;
        else byMode[mode].fallbacks += 1;
        if (note) byMode[mode].notes += 1;
        if (insights.engine.name !== 'llm') continue;
        for (const q of [
          ...insights.coverage.flatMap((c) => c.quotes),
          ...insights.summary.map((s) => s.quote),
        ]) {
          quotes += 1;
          if (answer.transcript.slice(q.start, q.end) === q.text) exact += 1;
          if (!answer.transcript.includes(q.text)) inventedKept += 1;
        }
      }
    }
  } finally {
    process.stderr.write = write;
    await standin.close();
  }
  const total = Object.values(byMode).reduce((n, m) => n + m.answers, 0);
  const fallbacks = Object.values(byMode).reduce((n, m) => n + m.fallbacks, 0);
  // Exactly right: every answer in a failing mode fell back with a note, none in the others did.
  const fallbacksExact = LLM_MODES.every((mode) =>
    FAILING_MODES.has(mode)
      ? byMode[mode].fallbacks === byMode[mode].answers &&
        byMode[mode].notes === byMode[mode].answers
      : byMode[mode].fallbacks === 0 && byMode[mode].notes === 0,
  );
  return {
    validity: byMode.good.llm / byMode.good.answers,
    exactShare: exact / Math.max(1, quotes),
    quotes,
    inventedKept,
    fallbackRate: fallbacks / total,
    expectedFallbackRate: (FAILING_MODES.size * askable.length) / total,
    fallbacksExact,
    warnings,
    byMode,
  };
}

const root = join(import.meta.dirname, '..');

/** bench/insights and the sources it measures, compiled into .cache/bench-insights. */
function compiled(module) {
  execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'bench/insights/tsconfig.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  return createRequire(import.meta.url)(join(root, '.cache', 'bench-insights', module));
}

const TARGETS = { precision: 0.85, recall: 0.65, traps: 0.1, ms: 50 };
const FOLLOW_UP_TARGETS = { notNeeded: 0.15, neededAsked: 0.6 };

/** The two follow-up rows on the newest held-out split, then both figures on the older ones. */
function followUpRows(f) {
  const share = (v) => v.toFixed(3);
  const both = (s) =>
    `${share(s.notNeededShare)} (${s.notNeeded} / ${s.asked}) / ${share(s.neededAskedShare)} (${s.neededAsked} / ${s.needed})`;
  return [
    {
      metric: `follow-ups not needed: asked about a point the answer made (${f.fresh2.notNeeded} / ${f.fresh2.asked} asked)`,
      value: f.fresh2.notNeededShare,
      target: `≤ ${FOLLOW_UP_TARGETS.notNeeded}`,
      ok: f.fresh2.notNeededShare <= FOLLOW_UP_TARGETS.notNeeded,
    },
    {
      metric: `needed follow-ups asked: about a missing point (${f.fresh2.neededAsked} / ${f.fresh2.needed} answers missing a point to ask)`,
      value: f.fresh2.neededAskedShare,
      target: `≥ ${FOLLOW_UP_TARGETS.neededAsked}`,
      ok: f.fresh2.neededAskedShare >= FOLLOW_UP_TARGETS.neededAsked,
    },
    {
      metric: 'follow-ups on the first fresh split, not needed / needed asked',
      value: both(f.fresh),
    },
    { metric: 'follow-ups on the test split, not needed / needed asked', value: both(f.test) },
  ];
}

export async function measure({ log }) {
  const h = compiled('bench/insights/held-out.js').heldOutFigures();
  const { current, withoutListenFor: own, baseline } = h.fresh2;
  const older = [
    ['first fresh split of the same questions', h.fresh],
    ['test split of the same questions', h.test],
  ];
  const f3 = (v) => v.toFixed(3);
  log(
    `insights (held-out): ${current.answers} answers, ${current.points} points; precision ${f3(current.precision)} (baseline ${f3(baseline.precision)}), recall ${f3(current.recall)} (${f3(baseline.recall)}), traps accepted ${f3(current.trapsAccepted)} (${f3(baseline.trapsAccepted)}), ${current.medianMs.toFixed(1)} ms per answer`,
  );
  const followUps = compiled('bench/insights/follow-ups.js').followUpFigures();
  log(
    `insights (follow-ups, held-out): ${followUps.fresh2.notNeeded} of ${followUps.fresh2.asked} asked were not needed, ${followUps.fresh2.neededAsked} of ${followUps.fresh2.needed} needed were asked`,
  );
  const llm = await measureLlm();
  log(
    `insights (LLM stand-in): validity ${llm.validity.toFixed(3)} in good mode, ${llm.exactShare.toFixed(3)} of ${llm.quotes} quotes exact, fallback rate ${llm.fallbackRate.toFixed(3)} over ${LLM_MODES.length} modes (${llm.fallbacksExact ? 'exactly the failing modes' : 'NOT exactly the failing modes'})`,
  );
  const versus = (value, base) => ({ value, floor: base });
  return {
    title:
      'Insights (offline engine on the held-out split, beside the engine it replaced; follow-ups against the labels; the LLM path against a stand-in)',
    rows: [
      {
        metric: 'held-out precision of "addressed" (covered or partly)',
        ...versus(current.precision, baseline.precision),
        target: `≥ ${TARGETS.precision}`,
        ok: current.precision >= TARGETS.precision,
      },
      {
        metric: 'held-out recall of "addressed"',
        ...versus(current.recall, baseline.recall),
        target: `≥ ${TARGETS.recall}`,
        ok: current.recall >= TARGETS.recall,
      },
      { metric: 'held-out F1 of "addressed"', ...versus(current.f1, baseline.f1) },
      {
        metric: `held-out recall on points made in other words (${current.paraphrasePoints})`,
        ...versus(current.paraphraseRecall, baseline.paraphraseRecall),
      },
      {
        metric: `held-out traps wrongly accepted (${current.traps})`,
        ...versus(current.trapsAccepted, baseline.trapsAccepted),
        target: `≤ ${TARGETS.traps}`,
        ok: current.trapsAccepted <= TARGETS.traps,
      },
      {
        metric: 'held-out 3-class accuracy (covered / partly / missing)',
        ...versus(current.accuracy3, baseline.accuracy3),
      },
      {
        metric: 'held-out precision / recall, a point in its own words only (no listen-for)',
        value: `${f3(own.precision)} / ${f3(own.recall)}`,
      },
      {
        metric: 'time per answer (median, model loaded)',
        value: current.medianMs,
        floor: baseline.medianMs,
        unit: 'ms',
        target: `≤ ${TARGETS.ms} ms`,
        ok: current.medianMs <= TARGETS.ms,
      },
      { metric: 'first call in a process (model and vectors)', value: h.firstCallMs, unit: 'ms' },
      {
        metric: 'memory the first call adds (model and vectors)',
        value: h.firstCallMiB,
        unit: 'MiB',
      },
      ...older.map(([name, split]) => ({
        metric: `${name} (${split.current.answers} answers, measured on before), precision / recall / traps`,
        value: `${f3(split.current.precision)} / ${f3(split.current.recall)} / ${f3(split.current.trapsAccepted)}`,
        floor: `${f3(split.baseline.precision)} / ${f3(split.baseline.recall)} / ${f3(split.baseline.trapsAccepted)}`,
      })),
      {
        metric: 'regression: older hand-written set, precision / recall',
        value: `${f3(h.regression.current.precision)} / ${f3(h.regression.current.recall)}`,
        floor: `${f3(h.regression.baseline.precision)} / ${f3(h.regression.baseline.recall)}`,
      },
      ...followUpRows(followUps),
      {
        metric: 'LLM answers passing validation (stand-in, good mode)',
        value: llm.validity,
        target: '= 1.0',
        ok: llm.validity === 1,
      },
      {
        metric: 'LLM quotes kept that are exact passages (all modes)',
        value: llm.exactShare,
        target: '= 1.0, no invented quote kept',
        ok: llm.exactShare === 1 && llm.inventedKept === 0,
      },
      {
        metric: `LLM fallback rate (stand-in, ${LLM_MODES.length} modes mixed)`,
        value: llm.fallbackRate,
        target: `= ${llm.expectedFallbackRate.toFixed(3)}: exactly the malformed, wrong-shape, too-few, error and slow answers`,
        ok: llm.fallbacksExact,
      },
    ],
    notes: [
      `Held-out: ${current.answers} answers (${current.points} rubric points) to 9 library questions never used while training or tuning; "floor" is the engine it replaced on the same answers.`,
      'The older set (the baseline was tuned on it) is a regression check, not the target.',
      'Follow-up rows: each held-out answer saved alone (1 follow-up per question, 3 per interview, none asked before) with the library\'s reviewed follow-ups, whose "ask if missing" ticks were chosen from the rubrics before any figure was seen; a point counts as made when labelled covered or partly.',
      `LLM rows: the older set sent to tools/llm-standin in each mode (${LLM_MODES.join(', ')}), timeout ${LLM_TIMEOUT_MS} ms; they check the engine's validation and fallback, not a real model's judgement.`,
    ],
    raw: { heldOut: h, followUps, llm },
  };
}
