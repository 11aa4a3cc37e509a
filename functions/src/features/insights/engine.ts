// The engine a trigger calls: the language model when one is configured (LLM_BASE_URL set), the
// local engine otherwise. Either way the result validates against the insights schema; a `note`
// says when the model was configured but its answer could not be used. An answer with too little
// reliable text reaches neither: it is marked so, with no findings.
import { LLM_API_KEY, LLM_BASE_URL, LLM_MODEL, LLM_TIMEOUT_SECONDS } from '../../lib/config';
import type { AnswerInsights } from '../../shared/schemas/insights';
import { delivery } from './delivery';
import type { EngineResult, LlmConfig } from './llm-engine';
import { analyseWithLlm, llmEngineVersion } from './llm-engine';
import type { AnswerInput } from './local-engine';
import { LOCAL_ENGINE_VERSION, analyseAnswer } from './local-engine';
import { tooLittleText } from './too-little-text';

/**
 * The model from the function's params, or null when none is configured. Params (and the secret,
 * which the calling function must list in its `secrets`) can only be read while it runs.
 */
export function configuredLlm(): LlmConfig | null {
  const baseUrl = LLM_BASE_URL.value().trim();
  if (baseUrl === '') return null;
  return {
    baseUrl,
    model: LLM_MODEL.value().trim(),
    apiKey: LLM_API_KEY.value(),
    timeoutMs: Math.max(1, LLM_TIMEOUT_SECONDS.value()) * 1000,
  };
}

/** No point has evidence and nothing is quoted or summarised; the delivery figures still hold. */
function tooLittleTextInsights(input: AnswerInput): AnswerInsights {
  return {
    coverage: input.rubric.map((point) => ({ point, status: 'missing', quotes: [] })),
    summary: [],
    delivery: delivery(input.transcript, input.phrases),
    engine: { name: 'local', version: LOCAL_ENGINE_VERSION },
    tooLittleText: true,
  };
}

/** `config` stands in for the params (tests, the bench); null or an empty base URL: local only. */
export async function analyseWithConfiguredEngine(
  input: AnswerInput,
  config: LlmConfig | null = configuredLlm(),
): Promise<EngineResult> {
  if (tooLittleText(input)) return { insights: tooLittleTextInsights(input) };
  if (!config || config.baseUrl.trim() === '') return { insights: analyseAnswer(input) };
  return analyseWithLlm(input, config);
}

let localVersion: string | undefined;

/**
 * The version of the engine `config` configures, as its insights record it: the model's name, or
 * the local engine's version (read from an analysis of nothing, which loads no model).
 */
export function configuredEngineVersion(config: LlmConfig | null): string {
  if (config && config.baseUrl.trim() !== '') return llmEngineVersion(config.model);
  localVersion ??= analyseAnswer({ transcript: '', rubric: [] }).engine.version;
  return localVersion;
}
