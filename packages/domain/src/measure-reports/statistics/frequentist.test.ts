import { describe, expect, it } from 'vitest';
import { expectFigures, need } from './test-helpers.js';
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
  const moments = need(effectMoments(a, b, difference));
  return { ...need(twoSidedTTest(a, b, moments)), standardError: moments.standardError };
}

const statA = meanStatistic(3407, 1396.87, 52377.9767);
const statB = meanStatistic(3461, 2422.7, 134698.29);

describe('twoSidedTTest (gbstats TwoSidedTTest)', () => {
  it('reproduces test_two_sided_ttest (relative)', () => {
    const r = welch(statA, statB);
    expectFigures(r, { expected: 0.70732, ci: [-0.03526, 1.44989], standardError: 0.37879, pValue: 0.06191 });
  });

  it('reproduces test_two_sided_ttest_absolute', () => {
    const r = welch(statA, statB, 'absolute');
    expectFigures(r, { expected: 0.29, ci: [0.04538, 0.53462], standardError: 0.12478, pValue: 0.02016 });
  });

  it('reproduces test_two_sided_ttest_binom (proportions)', () => {
    const r = welch(proportionStatistic(28, 14), proportionStatistic(30, 16));
    expectFigures(r, { expected: 0.06667, ci: [-0.47767, 0.61101], standardError: 0.2717, pValue: 0.80707 });
  });

  it('gives no result for a negative variance, as test_two_sided_ttest_missing_variance answers the default', () => {
    expect(effectMoments(meanStatistic(2, 1396.87, 52377.9767), statB)).toBeNull();
  });
});
