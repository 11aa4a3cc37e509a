import { describe, expect, it } from 'vitest';
import { probability } from '../../functions/src/features/insights/evidence-classifier';
import { fitLogistic } from './fit';
import { thresholdFor } from './procedure';

describe('fitLogistic row weights', () => {
  // Two rows share a feature value and disagree: unweighted, the fit sits near one half there.
  const rows = [[0], [0], [1], [1]];
  const targets = [0, 1, 1, 1];
  const at = (fitted: ReturnType<typeof fitLogistic>, x: number) =>
    probability([x], { ...fitted, found: 1, some: 1 });

  it('lets a row that weighs more pull the fit towards its target', () => {
    const plain = fitLogistic(rows, targets, { l2: 0.001 });
    const weighted = fitLogistic(rows, targets, { l2: 0.001, rowWeights: [3, 1, 1, 1] });
    expect(at(plain, 0)).toBeGreaterThan(0.4);
    expect(at(weighted, 0)).toBeLessThan(0.3);
  });

  it('fits as before when every row weighs one', () => {
    const plain = fitLogistic(rows, targets, { l2: 0.01 });
    const ones = fitLogistic(rows, targets, { l2: 0.01, rowWeights: [1, 1, 1, 1] });
    expect(ones.weights).toEqual(plain.weights);
    expect(ones.bias).toBe(plain.bias);
  });
});

describe('thresholdFor', () => {
  // Ten points by falling score: two traps high up, then positives.
  const scored = [
    { p: 0.95, yes: true, trap: false },
    { p: 0.9, yes: false, trap: true },
    { p: 0.85, yes: true, trap: false },
    { p: 0.8, yes: true, trap: false },
    { p: 0.75, yes: true, trap: false },
    { p: 0.7, yes: false, trap: true },
    { p: 0.65, yes: true, trap: false },
    { p: 0.6, yes: true, trap: false },
    { p: 0.55, yes: true, trap: false },
    { p: 0.5, yes: false, trap: false },
  ];

  it('keeps precision alone when traps are not capped', () => {
    // Precision 7/9 ≈ 0.78 at 0.55 is the lowest threshold keeping 0.75.
    expect(thresholdFor(scored, 0.75, 0, 1)).toBe(0.55);
  });

  it('stops before the trap that would pass the cap', () => {
    // Half the traps at most: the second trap (0.7) may not pass, so the threshold stays above it.
    expect(thresholdFor(scored, 0.75, 0, 0.5)).toBe(0.75);
  });

  it('lets the recall floor override the trap cap', () => {
    // No trap at all would leave only 1 of 7 positives; the floor of 6 of 7 wins.
    expect(thresholdFor(scored, 0.75, 6 / 7, 0)).toBe(0.6);
  });
});
