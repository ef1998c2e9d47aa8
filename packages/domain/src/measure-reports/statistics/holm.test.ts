import { describe, expect, it } from 'vitest';
import { holmAdjust } from './holm.js';

describe('holmAdjust', () => {
  // GrowthBook (github.com/growthbook/growthbook, packages/shared/test/experiments.test.ts,
  // "does HB procedure correctly"): their answer is sorted; here it is in the input order.
  it('reproduces GrowthBook adjustPValuesHolmBonferroni', () => {
    const adjusted = holmAdjust([0.01, 0.04, 0.03, 0.005, 0.55, 0.6]);
    [0.05, 0.12, 0.12, 0.03, 1, 1].forEach((expected, i) => expect(adjusted[i]).toBeCloseTo(expected, 12));
  });

  it('leaves a missing test out of the count', () => {
    expect(holmAdjust([0.01, null, 0.04])).toEqual([0.02, null, 0.04]);
  });
});
