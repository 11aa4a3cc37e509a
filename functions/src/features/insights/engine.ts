// The engine a trigger calls: the language model when one is configured (LLM_BASE_URL set), the
// local engine otherwise. Either way the result validates against the insights schema; a `note`
// says when the model was configured but its answer could not be used.
import { LLM_API_KEY, LLM_BASE_URL, LLM_MODEL, LLM_TIMEOUT_SECONDS } from '../../lib/config';
import type { EngineResult, LlmConfig } from './llm-engine';
import { analyseWithLlm, llmEngineVersion } from './llm-engine';
import type { AnswerInput } from './local-engine';
import { analyseAnswer } from './local-engine';

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

/** `config` stands in for the params (tests, the bench); null or an empty base URL: local only. */
export async function analyseWithConfiguredEngine(
  input: AnswerInput,
  config: LlmConfig | null = configuredLlm(),
): Promise<EngineResult> {
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
