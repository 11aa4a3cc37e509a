// The refresh pass: insights computed for another engine than the one configured now (a new
// local engine, a model configured, another model) are recomputed, a bounded batch per run. Each
// goes through syncInsights, the trigger's own path, which writes only while the insight is still
// stale; so a run that crashes loses nothing (what it did not reach is still stale, and found by
// the next), runs that overlap or follow each other never analyse an answer twice, and a run with
// nothing stale reads one empty page.
import { groupRef } from '../../lib/firebase';
import { logger } from '../../lib/logger';
import { collections } from '../../shared/contract/collections';
import { configuredEngineVersion, configuredLlm } from './engine';
import type { LlmConfig } from './llm-engine';
import { syncInsights } from './sync-insights';

/** At most this many insights per run: a model takes seconds per answer, and calls cost. */
const BATCH = 200;
/** Answers analysed at once: a model endpoint takes a few calls in parallel well. */
const CONCURRENCY = 4;
/**
 * No analysis starts after this long, so the run ends within its 540 s timeout even when each
 * one waits for a slow model (15 s by default); the rest are left for the next run.
 */
const BUDGET_MS = 6 * 60_000;

export interface RefreshOptions {
  /** The engine to recompute for; by default the function's configured one. */
  config?: LlmConfig | null;
  batch?: number;
  budgetMs?: number;
}

export interface RefreshReport {
  engineVersion: string;
  /** `interviewId/questionId` of the insights written for the engine configured now. */
  recomputed: string[];
  /** Their answer is gone: deleted with it. */
  deleted: string[];
  /** Nothing to write (already recomputed by another run or event, or no longer enabled). */
  skipped: string[];
  failed: string[];
}

export async function refreshStaleInsights(options: RefreshOptions = {}): Promise<RefreshReport> {
  const config = options.config === undefined ? configuredLlm() : options.config;
  const { batch = BATCH, budgetMs = BUDGET_MS } = options;
  const engineVersion = configuredEngineVersion(config);
  const report: RefreshReport = {
    engineVersion,
    recomputed: [],
    deleted: [],
    skipped: [],
    failed: [],
  };
  // The stale ones, in a stable order (engineVersion, then path); the recomputed leave the query.
  const stale = await groupRef(collections.insights)
    .where('engineVersion', '!=', engineVersion)
    .orderBy('engineVersion')
    .limit(Math.min(batch, BATCH))
    .get();
  const todo = stale.docs.flatMap((doc) => {
    const interview = doc.ref.parent.parent;
    return interview ? [{ interviewId: interview.id, questionId: doc.id }] : [];
  });
  const deadline = Date.now() + budgetMs;
  const worker = async () => {
    for (let next = todo.shift(); next && Date.now() < deadline; next = todo.shift()) {
      const id = `${next.interviewId}/${next.questionId}`;
      try {
        const { action } = await syncInsights(next.interviewId, next.questionId, config);
        if (action.kind === 'write') report.recomputed.push(id);
        else if (action.kind === 'delete') report.deleted.push(id);
        else report.skipped.push(id);
      } catch (error) {
        logger.error('insights refresh failed', {
          insight: id,
          error: error instanceof Error ? error.message : String(error),
        });
        report.failed.push(id);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return report;
}
