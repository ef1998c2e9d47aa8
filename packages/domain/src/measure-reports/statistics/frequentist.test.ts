import { describe, expect, it } from 'vitest';
import { twoSidedTTest } from './frequentist.js';
import {
  effectMoments,
  meanStatistic,
  proportionStatistic,
  type DifferenceType,
  type SampleStatistic,
} from './moments.js';

// Fixtures from GrowthBook's gbstats (github.com/growthbook/growthbook,
// packages/stats/tests/frequentist/test_tests.py, class TestTwoSidedTTest), which rounds to 5
// decimals; compared here to 4.

function welch(a: SampleStatistic, b: SampleStatistic, difference: DifferenceType = 'relative') {
  const moments = effectMoments(a, b, difference);
  if (moments === null) throw new Error('no moments');
  const result = twoSidedTTest(a, b, moments);
  if (result === null) throw new Error('no result');
  return { ...result, standardError: moments.standardError };
}

const statA = meanStatistic(3407, 1396.87, 52377.9767);
const statB = meanStatistic(3461, 2422.7, 134698.29);

describe('twoSidedTTest (gbstats TwoSidedTTest)', () => {
  it('reproduces test_two_sided_ttest (relative)', () => {
    const r = welch(statA, statB);
    expect(r.expected).toBeCloseTo(0.70732, 4);
    expect(r.ci[0]).toBeCloseTo(-0.03526, 4);
    expect(r.ci[1]).toBeCloseTo(1.44989, 4);
    expect(r.standardError).toBeCloseTo(0.37879, 4);
    expect(r.pValue).toBeCloseTo(0.06191, 4);
  });

  it('reproduces test_two_sided_ttest_absolute', () => {
    const r = welch(statA, statB, 'absolute');
    expect(r.expected).toBeCloseTo(0.29, 4);
    expect(r.ci[0]).toBeCloseTo(0.04538, 4);
    expect(r.ci[1]).toBeCloseTo(0.53462, 4);
    expect(r.standardError).toBeCloseTo(0.12478, 4);
    expect(r.pValue).toBeCloseTo(0.02016, 4);
  });

  it('reproduces test_two_sided_ttest_binom (proportions)', () => {
    const r = welch(proportionStatistic(28, 14), proportionStatistic(30, 16));
    expect(r.expected).toBeCloseTo(0.06667, 4);
    expect(r.ci[0]).toBeCloseTo(-0.47767, 4);
    expect(r.ci[1]).toBeCloseTo(0.61101, 4);
    expect(r.standardError).toBeCloseTo(0.2717, 4);
    expect(r.pValue).toBeCloseTo(0.80707, 4);
  });

  it('gives no result for a negative variance, as test_two_sided_ttest_missing_variance answers the default', () => {
    expect(effectMoments(meanStatistic(2, 1396.87, 52377.9767), statB)).toBeNull();
  });
});
