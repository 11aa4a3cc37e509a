import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../functions/src/features/insights/local-engine';
import { LOCAL_ENGINE_QUALITY } from '../../functions/src/shared/insights-quality';
import { loadSplit } from './dataset';
import { currentEngine } from './engines';
import { measure } from './measure';

const round3 = (v: number) => Math.round(v * 1000) / 1000;

describe('the figures reviewers are shown', () => {
  it('are what this engine measures on the held-out split', () => {
    const f = measure(currentEngine, loadSplit('test'));
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
    const all = splits.flat();
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(all.filter((a) => a.questionId.startsWith('behav-')).length).toBeGreaterThanOrEqual(
      all.length / 3,
    );
    for (const a of all)
      expect(a.labels.every((l) => ['covered', 'partly', 'missing'].includes(l))).toBe(true);
  });
});
