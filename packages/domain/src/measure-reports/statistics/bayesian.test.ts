import { describe, expect, it } from 'vitest';
import { effectBayesian, expectedLoss } from './bayesian.js';
import { effectMoments, meanStatistic, proportionStatistic, type SampleStatistic } from './moments.js';

// Fixtures from GrowthBook's gbstats (github.com/growthbook/growthbook,
// packages/stats/tests/bayesian/test_tests.py), which rounds to 5 decimals; compared here to 4.

function bayes(a: SampleStatistic, b: SampleStatistic, prior?: Parameters<typeof effectBayesian>[1]) {
  const moments = effectMoments(a, b);
  if (moments === null) throw new Error('no moments');
  const result = effectBayesian(moments, prior);
  if (result === null) throw new Error('no result');
  return result;
}

describe('effectBayesian (gbstats EffectBayesianABTest)', () => {
  it('reproduces TestBinom.test_bayesian_binomial_ab_test', () => {
    const r = bayes(proportionStatistic(100, 49), proportionStatistic(100, 51));
    expect(r.expected).toBeCloseTo(0.04082, 4);
    expect(r.ci[0]).toBeCloseTo(-0.24779, 4);
    expect(r.ci[1]).toBeCloseTo(0.32943, 4);
    expect(r.stddev).toBeCloseTo(0.14725, 4);
    expect(r.chanceToWin).toBeCloseTo(0.60918, 4);
    expect(r.risk[0]).toBeCloseTo(0.0814, 4);
    expect(r.risk[1]).toBeCloseTo(0.04058, 4);
  });

  it('reproduces TestNorm.test_bayesian_gaussian_ab_test (a mean metric)', () => {
    const r = bayes(meanStatistic(10, 100, 1002.25), meanStatistic(10, 105, 1111.5));
    expect(r.expected).toBeCloseTo(0.05, 4);
    expect(r.ci[0]).toBeCloseTo(-0.02, 4);
    expect(r.ci[1]).toBeCloseTo(0.12, 4);
    expect(r.stddev).toBeCloseTo(0.03572, 4);
    expect(r.chanceToWin).toBeCloseTo(0.91923, 4);
    expect(r.risk[0]).toBeCloseTo(0.05131, 4);
    expect(r.risk[1]).toBeCloseTo(0.00131, 4);
  });

  it('reproduces TestNorm.test_bayesian_gaussian_ab_test_informative (proper prior N(0.1, 0.1))', () => {
    const r = bayes(meanStatistic(10, 100, 1002.25), meanStatistic(10, 105, 1111.5), {
      mean: 0.1,
      variance: 0.1,
      proper: true,
    });
    expect(r.expected).toBeCloseTo(0.05063, 4);
    expect(r.ci[0]).toBeCloseTo(-0.01893, 4);
    expect(r.ci[1]).toBeCloseTo(0.12019, 4);
    expect(r.stddev).toBeCloseTo(0.03549, 4);
    expect(r.chanceToWin).toBeCloseTo(0.92315, 4);
    expect(r.risk[0]).toBeCloseTo(0.05186, 4);
    expect(r.risk[1]).toBeCloseTo(0.00123, 4);
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
