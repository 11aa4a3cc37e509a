// The refresh pass: insights computed for another engine than the one configured now (a new
// local engine, a model configured, another model), or before the engine was recorded, are
// recomputed, a bounded batch per run. Each
// goes through syncInsights, the trigger's own path, which writes only while the insight is still
// stale; so a run that crashes loses nothing (what it did not reach is still stale, and found by
// the next), runs that overlap or follow each other never analyse an answer twice, and a run with
// nothing stale reads one empty page.
import { isPreconditionFailure } from '../../lib/contention';
import { groupRef } from '../../lib/firebase';
import { logger } from '../../lib/logger';
import { readOrSkip } from '../../lib/stored-document';
import { collections } from '../../shared/contract/collections';
import { z } from '../../shared/schemas/zod';
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

/**
 * The two fields the legacy pass reads, through the insight's schema (its other fields are let
 * through: the insight schema is strict, and they are not read here).
 */
const engineFields = z.object(
  collections.insights.schema.pick({ engine: true, engineVersion: true }).shape,
);

/**
 * Whether an insight has not recorded its engine. Only these fields are read (not through the
 * converter): one whose other fields do not read is still found, and its recomputation rewrites
 * it whole; one whose engine fields do not read is logged and left.
 */
const isUnrecorded = (doc: FirebaseFirestore.QueryDocumentSnapshot) => {
  const read = readOrSkip(engineFields, doc);
  return read !== undefined && read.engineVersion === undefined;
};

/**
 * Insights computed before their engine was recorded have no `engineVersion`, and a query matches
 * no missing field. Every insight written since records it, so those are the oldest by
 * `computedAt`: one read of the oldest says whether any is left, and the oldest page holds them.
 */
async function unrecorded(limit: number) {
  const oldest = groupRef(collections.insights).withConverter(null).orderBy('computedAt');
  const first = await oldest.limit(1).get();
  if (first.empty || !isUnrecorded(first.docs[0])) return [];
  const page = await oldest.limit(limit).get();
  return page.docs.filter(isUnrecorded);
}

/**
 * A legacy insight left as it is (its engine is the configured one, or it is not analysed at
 * all): record the engine it was read as, unless it changed meanwhile, so it leaves the oldest
 * page and the stale query finds it from now on.
 */
async function recordEngine(doc: FirebaseFirestore.QueryDocumentSnapshot) {
  const version = readOrSkip(engineFields, doc)?.engine.version;
  if (!version) return;
  try {
    await doc.ref.update({ engineVersion: version }, { lastUpdateTime: doc.updateTime });
  } catch (error) {
    // Changed since it was read: whatever changed it recorded the engine.
    if (!isPreconditionFailure(error)) throw error;
  }
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
  const size = Math.min(batch, BATCH);
  // The stale ones, in a stable order (engineVersion, then path); the recomputed leave the query.
  const stale = await groupRef(collections.insights)
    .where('engineVersion', '!=', engineVersion)
    .orderBy('engineVersion')
    .limit(size)
    .get();
  const legacy = stale.size < size ? await unrecorded(size - stale.size) : [];
  const todo = [...stale.docs, ...legacy].flatMap((doc) => {
    const interview = doc.ref.parent.parent;
    return interview ? [{ interviewId: interview.id, questionId: doc.id, doc }] : [];
  });
  const isLegacy = new Set(legacy);
  const deadline = Date.now() + budgetMs;
  const worker = async () => {
    for (let next = todo.shift(); next && Date.now() < deadline; next = todo.shift()) {
      const id = `${next.interviewId}/${next.questionId}`;
      try {
        const { action } = await syncInsights(next.interviewId, next.questionId, config);
        if (action.kind === 'write') report.recomputed.push(id);
        else if (action.kind === 'delete') report.deleted.push(id);
        else {
          if (isLegacy.has(next.doc)) await recordEngine(next.doc);
          report.skipped.push(id);
        }
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
