import { describe, expect, it } from 'vitest';
import { expectFigures, need } from './test-helpers.js';
import { effectBayesian, expectedLoss } from './bayesian.js';
import { effectMoments, meanStatistic, proportionStatistic, type SampleStatistic } from './moments.js';

// Fixtures from GrowthBook's gbstats (github.com/growthbook/growthbook,
// packages/stats/tests/bayesian/test_tests.py), which rounds to 5 decimals; compared here to 4.

function bayes(a: SampleStatistic, b: SampleStatistic, prior?: Parameters<typeof effectBayesian>[1]) {
  return need(effectBayesian(need(effectMoments(a, b)), prior));
}

describe('effectBayesian (gbstats EffectBayesianABTest)', () => {
  const norm = [meanStatistic(10, 100, 1002.25), meanStatistic(10, 105, 1111.5)] as const;
  it.each([
    {
      name: 'TestBinom.test_bayesian_binomial_ab_test',
      stats: [proportionStatistic(100, 49), proportionStatistic(100, 51)] as const,
      prior: undefined,
      fixture: {
        expected: 0.04082,
        ci: [-0.24779, 0.32943],
        stddev: 0.14725,
        chanceToWin: 0.60918,
        risk: [0.0814, 0.04058],
      },
    },
    {
      name: 'TestNorm.test_bayesian_gaussian_ab_test (a mean metric)',
      stats: norm,
      prior: undefined,
      fixture: { expected: 0.05, ci: [-0.02, 0.12], stddev: 0.03572, chanceToWin: 0.91923, risk: [0.05131, 0.00131] },
    },
    {
      name: 'TestNorm.test_bayesian_gaussian_ab_test_informative (proper prior N(0.1, 0.1))',
      stats: norm,
      prior: { mean: 0.1, variance: 0.1, proper: true },
      fixture: {
        expected: 0.05063,
        ci: [-0.01893, 0.12019],
        stddev: 0.03549,
        chanceToWin: 0.92315,
        risk: [0.05186, 0.00123],
      },
    },
  ])('reproduces $name', ({ stats, prior, fixture }) => {
    expectFigures(bayes(stats[0], stats[1], prior), fixture);
  });

  it('has no result without data, as TestBinom.test_missing_data answers the default output', () => {
    expect(effectMoments(proportionStatistic(0, 0), proportionStatistic(0, 0))).toBeNull();
    expect(effectMoments(meanStatistic(0, 0, 0), meanStatistic(0, 0, 0))).toBeNull();
  });
});

describe('expectedLoss (gbstats get_risk)', () => {
  it('reproduces TestGetRiskNumericalStability.test_normal_inputs_bit_exact_regression to 10 decimals', () => {
    const [control, treatment] = expectedLoss(0.1, 0.05);
    expect(control).toBeCloseTo(0.1004245351308, 10);
    expect(treatment).toBeCloseTo(0.0004245351308414, 10);
  });

  it('reproduces TestGetRiskNumericalStability.test_extreme_mu_over_sigma_no_overflow', () => {
    expect(expectedLoss(0.01, 4.5e-9)).toEqual([0.01, 0]);
    expect(expectedLoss(-0.01, 4.5e-9)).toEqual([0, 0.01]);
  });
});
