// AI-assist insights computed by another engine than the one configured are recomputed by the
// refreshInsights job: each exactly once, a bounded batch per run, a stopped run resumed by the
// next, and a run with nothing stale doing nothing. Under `npm test` the functions' engine is the
// LLM stand-in (model "hiq-standin"); the in-process runs here are given the same configuration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collections } from '@shared/contract/collections';
import type { InsightDoc } from '@shared/contract/collections';
// The test admin app first: the functions code below reuses it as the default app.
import { docRef } from '../support/admin';
import { createTestInterview } from '../support/interviews';
import { createTestOrg } from '../support/users';
import { llmStandinParams, publishSchedule } from '../../scripts/lib/services.mjs';
import { refreshStaleInsights } from '../../functions/src/features/insights/refresh-insights';

const config = {
  baseUrl: llmStandinParams.LLM_BASE_URL,
  model: llmStandinParams.LLM_MODEL,
  apiKey: 'none',
  timeoutMs: Number(llmStandinParams.LLM_TIMEOUT_SECONDS) * 1000,
};
const CURRENT = 'hiq-standin';
const RETIRED = 'retired-model';

const rubric = ['Caches hot reads in front of the database', 'Invalidates the cache on writes'];
const transcripts: Record<string, string> = {
  q1: 'I would put a cache in front of the database for the hot reads.',
  // Twelve words or more each: a shorter answer is too little to judge and reaches no engine.
  q2: 'When a record is written we invalidate its cache key first, before anyone reads it.',
  q3: 'I would put a cache in front of the database, and invalidate a key on each write.',
};
const questions = Object.keys(transcripts).map((id) => ({ id, text: 'Design a cache.', rubric }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const readInsight = async (interviewId: string, questionId: string) =>
  (await docRef(collections.insights, interviewId, questionId).get()).data();

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} never happened: ${JSON.stringify(value)}`);
    await sleep(250);
  }
}

/**
 * An AI-assist interview whose answers the trigger has analysed, with each insight then marked as
 * computed by a model no longer configured.
 */
async function staleInterview(orgId: string) {
  const { id } = await createTestInterview({ orgId, status: 'completed', questions });
  await docRef(collections.interviews, id).update({ aiAssist: true });
  for (const [questionId, transcript] of Object.entries(transcripts)) {
    await docRef(collections.answers, id, questionId).set({
      questionId,
      transcript,
      savedAt: FieldValue.serverTimestamp(),
      take: 1,
    });
  }
  for (const questionId of Object.keys(transcripts)) {
    const fresh = (await waitFor(
      `the trigger's insight on ${id}/${questionId}`,
      () => readInsight(id, questionId),
      (i) => i !== undefined,
    ))!;
    expect(fresh.engineVersion).toBe(CURRENT);
    await docRef(collections.insights, id, questionId).set({
      ...fresh,
      engine: { name: 'llm', version: RETIRED },
      engineVersion: RETIRED,
    });
  }
  return id;
}

const ids = (interviewId: string, questionIds = Object.keys(transcripts)) =>
  questionIds.map((q) => `${interviewId}/${q}`);
const mine = (interviewId: string, list: string[]) =>
  list.filter((x) => x.startsWith(`${interviewId}/`)).sort();

async function computedAts(interviewId: string) {
  const all: Record<string, number | undefined> = {};
  for (const q of Object.keys(transcripts))
    all[q] = (await readInsight(interviewId, q))?.computedAt.toMillis();
  return all;
}

function expectCurrent(insight: InsightDoc | undefined, transcript: string) {
  expect(insight?.engineVersion).toBe(CURRENT);
  expect(insight?.engine).toEqual({ name: 'llm', version: CURRENT });
  for (const q of insight?.coverage.flatMap((c) => c.quotes) ?? [])
    expect(transcript.slice(q.start, q.end)).toBe(q.text);
}

let orgId: string;
beforeAll(async () => {
  orgId = (await createTestOrg('Insights Refresh Org')).orgId;
});

describe('the insights refresh job', () => {
  let interviewId: string;
  beforeAll(async () => {
    interviewId = await staleInterview(orgId);
  });
  afterAll(async () => {
    // Nothing of this test is left stale for another run to find.
    await refreshStaleInsights({ config });
  });

  it('recomputes stale insights in bounded batches, each exactly once, resuming where a run stopped', async () => {
    const before = await computedAts(interviewId);
    // A run stopped before it analysed anything (its time budget spent) loses nothing.
    const stopped = await refreshStaleInsights({ config, budgetMs: 0 });
    expect(mine(interviewId, stopped.recomputed)).toEqual([]);
    expect(await computedAts(interviewId)).toEqual(before);

    // A batch of 2: two of the three, then the next run the third, then nothing.
    const first = await refreshStaleInsights({ config, batch: 2 });
    expect(first.engineVersion).toBe(CURRENT);
    expect(mine(interviewId, first.recomputed)).toHaveLength(2);
    const second = await refreshStaleInsights({ config, batch: 2 });
    expect(mine(interviewId, [...first.recomputed, ...second.recomputed])).toEqual(
      ids(interviewId),
    );
    const third = await refreshStaleInsights({ config });
    expect(mine(interviewId, [...third.recomputed, ...third.skipped, ...third.failed])).toEqual([]);

    const after = await computedAts(interviewId);
    for (const [q, transcript] of Object.entries(transcripts)) {
      expectCurrent(await readInsight(interviewId, q), transcript);
      expect(after[q]).toBeGreaterThan(before[q]!);
    }
    // A further run writes nothing.
    await refreshStaleInsights({ config });
    expect(await computedAts(interviewId)).toEqual(after);
  });

  it('finds insights computed before the engine was recorded: recomputes a stale one, records the engine of a current one', async () => {
    const legacy = await staleInterview(orgId);
    const [q1, q2, q3] = Object.keys(transcripts);
    // As stored before engineVersion existed, so older than every insight written since.
    const asLegacy = async (questionId: string, version: string, at: number) => {
      const { engineVersion: _unrecorded, ...stored } = (await readInsight(legacy, questionId))!;
      await docRef(collections.insights, legacy, questionId).set({
        ...stored,
        engine: { name: 'llm', version },
        computedAt: Timestamp.fromMillis(at),
      });
    };
    await asLegacy(q1, RETIRED, 1_000);
    await asLegacy(q2, CURRENT, 2_000);
    expect((await readInsight(legacy, q1))?.engineVersion).toBeUndefined();

    const run = await refreshStaleInsights({ config });
    expect(mine(legacy, run.recomputed)).toEqual(ids(legacy, [q1, q3]));
    expect(mine(legacy, run.skipped)).toEqual(ids(legacy, [q2]));
    expectCurrent(await readInsight(legacy, q1), transcripts[q1]);
    // Read by the configured engine already: not analysed again, only its engine recorded.
    const kept = await readInsight(legacy, q2);
    expect(kept?.engineVersion).toBe(CURRENT);
    expect(kept?.computedAt.toMillis()).toBe(2_000);

    const next = await refreshStaleInsights({ config });
    expect(mine(legacy, [...next.recomputed, ...next.skipped, ...next.failed])).toEqual([]);
  });

  it('runs at once with itself and still writes each insight once', async () => {
    const other = await staleInterview(orgId);
    const runs = await Promise.all([1, 2, 3].map(() => refreshStaleInsights({ config })));
    const written = runs.flatMap((r) => mine(other, r.recomputed)).sort();
    expect(written).toEqual(ids(other));
    expect(runs.flatMap((r) => mine(other, r.failed))).toEqual([]);
    for (const [q, transcript] of Object.entries(transcripts))
      expectCurrent(await readInsight(other, q), transcript);
  });

  it('runs as the scheduled refreshInsights function from its Pub/Sub topic, and a second run does nothing', async () => {
    const scheduled = await staleInterview(orgId);
    await publishSchedule('refreshInsights');
    const done = await waitFor(
      'the scheduled refresh',
      async () => Promise.all(Object.keys(transcripts).map((q) => readInsight(scheduled, q))),
      (all) => all.every((i) => i?.engineVersion === CURRENT),
    );
    done.forEach((insight, k) => expectCurrent(insight, Object.values(transcripts)[k]));
    const after = await computedAts(scheduled);
    await publishSchedule('refreshInsights');
    // Long enough for the run (one query, nothing stale) to have run.
    await sleep(4000);
    expect(await computedAts(scheduled)).toEqual(after);
  });
});
