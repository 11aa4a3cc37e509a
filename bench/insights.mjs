// Insights: the offline rubric-coverage engine (wink-nlp, in-process) over the hand-labelled
// answers in functions/src/features/insights/eval/answers.ts. A rubric point counts as addressed
// when it is covered or partly covered; precision and recall are of that call against the labels,
// and the time is the median per answer with the model already loaded. Needs no emulators:
// build the functions (npm run build -w functions), then call measure(). Part of `npm run bench`.
// The language-model path runs the same answers against tools/llm-standin in each of its modes:
// a good answer must pass validation every time, every quote kept must be an exact passage, and
// the local engine must take over exactly when the model's answer is unusable.
import { analyseWithConfiguredEngine } from '../functions/lib/features/insights/engine.js';
import { EVAL_ANSWERS } from '../functions/lib/features/insights/eval/answers.js';
import { evaluate, rubricOf } from '../functions/lib/features/insights/evaluate.js';
import { startLlmStandin } from '../tools/llm-standin/server.mjs';

const LLM_MODES = ['good', 'invented', 'malformed', 'wrong-shape', 'too-few', 'error', 'slow'];
const FAILING_MODES = new Set(['malformed', 'wrong-shape', 'too-few', 'error', 'slow']);
// Short so the slow mode costs well under a second; the stand-in waits far longer.
const LLM_TIMEOUT_MS = 500;

async function measureLlm() {
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
  const byMode = {};
  let quotes = 0;
  let exact = 0;
  let inventedKept = 0;
  try {
    for (const mode of LLM_MODES) {
      standin.setMode(mode);
      // All answers at once: the slow mode then waits one timeout, not one per answer.
      const results = await Promise.all(
        EVAL_ANSWERS.map(async (answer) => {
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
    expectedFallbackRate: (FAILING_MODES.size * EVAL_ANSWERS.length) / total,
    fallbacksExact,
    warnings,
    byMode,
  };
}

export async function measure({ log }) {
  const result = evaluate();
  log(
    `insights: ${result.answers} answers, ${result.points} rubric points; precision ${result.precision.toFixed(3)}, recall ${result.recall.toFixed(3)}, ${result.medianMs.toFixed(1)} ms per answer`,
  );
  const llm = await measureLlm();
  log(
    `insights (LLM stand-in): validity ${llm.validity.toFixed(3)} in good mode, ${llm.exactShare.toFixed(3)} of ${llm.quotes} quotes exact, fallback rate ${llm.fallbackRate.toFixed(3)} over ${LLM_MODES.length} modes (${llm.fallbacksExact ? 'exactly the failing modes' : 'NOT exactly the failing modes'})`,
  );
  return {
    title:
      'Insights (offline rubric coverage over hand-labelled answers; the LLM path against a stand-in)',
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
      `${result.answers} answers to library questions, ${result.points} rubric points labelled by hand covered / partly / missing.`,
      `LLM rows: the same answers sent to tools/llm-standin in each mode (${LLM_MODES.join(', ')}), timeout ${LLM_TIMEOUT_MS} ms; they check the engine's validation and fallback, not a real model's judgement.`,
    ],
    raw: { ...result, llm },
  };
}
