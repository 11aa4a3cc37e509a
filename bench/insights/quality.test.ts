import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../functions/src/features/insights/local-engine';
import { LOCAL_ENGINE_QUALITY } from '../../functions/src/shared/insights-quality';
import { loadSplit } from './dataset';
import { baselineEngine, currentEngine } from './engines';
import { regressionSet } from './held-out';
import { measure } from './measure';

const round3 = (v: number) => Math.round(v * 1000) / 1000;

describe('the figures reviewers are shown', () => {
  it('are what this engine measures on the newest fresh held-out split', () => {
    const f = measure(currentEngine, loadSplit('fresh2'));
    expect(LOCAL_ENGINE_QUALITY.version).toBe(ENGINE_VERSION);
    expect(LOCAL_ENGINE_QUALITY.heldOut).toEqual({
      answers: f.answers,
      points: f.points,
      precision: round3(f.precision),
      recall: round3(f.recall),
    });
  });
});

describe('the labelled answers', () => {
  it('split by question, at least 150 answers, a third behavioral, every point labelled', () => {
    const splits = (['train', 'dev', 'test'] as const).map(loadSplit);
    const questions = splits.map((answers) => new Set(answers.map((a) => a.questionId)));
    for (const [a, b] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ])
      expect([...questions[a]].filter((q) => questions[b].has(q))).toEqual([]);
    // The fresh answers are to the test questions only: held out from training and tuning alike.
    for (const split of ['fresh', 'fresh2'] as const) {
      const fresh = new Set(loadSplit(split).map((a) => a.questionId));
      expect([...fresh].filter((q) => !questions[2].has(q))).toEqual([]);
    }
    const all = splits.flat();
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(all.filter((a) => a.questionId.startsWith('behav-')).length).toBeGreaterThanOrEqual(
      all.length / 3,
    );
    for (const a of all)
      expect(a.labels.every((l) => ['covered', 'partly', 'missing'].includes(l))).toBe(true);
  });
});

// A regression check, not the target (the held-out split is): the figures this engine had on the
// older hand-written set when it was trained; that set was never used to train or tune it.
describe('the older hand-written set', () => {
  // Engine 3 had 0.982 / 0.500 here, engine 4 1.000 / 0.427: it accepts fewer traps on every
  // held-out set and finds fewer of these answers' points, which echo their rubric.
  it('keeps precision ≥ 0.95 and recall ≥ 0.4 (the engine before: 0.853 / 0.736)', () => {
    const now = measure(currentEngine, regressionSet());
    expect(now.precision).toBeGreaterThanOrEqual(0.95);
    expect(now.recall).toBeGreaterThanOrEqual(0.4);
    const before = measure(baselineEngine, regressionSet());
    expect([before.precision, before.recall].map(round3)).toEqual([0.853, 0.736]);
  });
});
