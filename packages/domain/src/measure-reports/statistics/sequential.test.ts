import { describe, expect, it } from 'vitest';
import { expectFigures, need } from './test-helpers.js';
import { effectMoments, meanStatistic, proportionStatistic, type SampleStatistic } from './moments.js';
import { sequentialTwoSidedTTest } from './sequential.js';

// Fixtures from GrowthBook's gbstats (github.com/growthbook/growthbook,
// packages/stats/tests/frequentist/test_tests.py, class TestSequentialTTest), which rounds to 5
// decimals; compared here to 4.

function sequential(a: SampleStatistic, b: SampleStatistic, tuning?: number) {
  const moments = need(effectMoments(a, b));
  return { ...sequentialTwoSidedTTest(moments, tuning), standardError: moments.standardError };
}

const statA = meanStatistic(3000, 1396.87, 52377.9767);
const statB = meanStatistic(3461, 2422.7, 134698.29);

describe('sequentialTwoSidedTTest (gbstats SequentialTwoSidedTTest)', () => {
  it('reproduces test_sequential_test_runs (tuning 1000)', () => {
    const r = sequential(statA, statB, 1000);
    expectFigures(r, { expected: 0.50336, ci: [-0.55844, 1.56516], standardError: 0.33341 });
    expect(r.pValue).toBe(1);
  });

  it('reproduces test_sequential_test_runs_prop (default tuning)', () => {
    const r = sequential(proportionStatistic(3000, 1396), proportionStatistic(3461, 2422));
    expectFigures(r, { expected: 0.50386, ci: [0.40098, 0.60675], standardError: 0.03386, pValue: 0 });
  });

  it('is narrowest when tuned near the sample size, as test_sequential_test_tuning_as_expected', () => {
    const below = sequential(statA, statB, 10).ci;
    const near = sequential(statA, statB, 6461).ci;
    const above = sequential(statA, statB, 10000).ci;
    expect(below[0] < above[0] && below[1] > above[1]).toBe(true);
    expect(below[0] < near[0] && below[1] > near[1]).toBe(true);
    expect(above[0] < near[0] && above[1] > near[1]).toBe(true);
  });
});
