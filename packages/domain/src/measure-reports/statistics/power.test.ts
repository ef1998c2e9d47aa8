import { describe, expect, it } from 'vitest';
import { deltaMethodVariance } from './moments.js';
import { binomialMetric, minimumDetectableEffect, planSampleSize, powerTwoSided } from './power.js';

// Fixtures from GrowthBook (github.com/growthbook/growthbook, packages/shared/test/power.test.ts),
// written there to 5 decimals; compared here to 4.
const meanMetric = { mean: 10, variance: 3909.9997749994377 };

describe('GrowthBook power fixtures', () => {
  it('reproduces "delta method variance relative correct" and "absolute correct"', () => {
    expect(deltaMethodVariance(2, 7, 4, 0.5, 5, 15, true)).toBeCloseTo(0.00589, 4);
    expect(deltaMethodVariance(2, 7, 4, 0.5, 5, 15, false)).toBeCloseTo(0.53333, 4);
  });

  it('reproduces "calculates power correctly" (400,000 users over 3 variations)', () => {
    expect(powerTwoSided({ metric: meanMetric, effect: 0.05, usersPerPattern: 400000 / 3 })).toBeCloseTo(0.52144, 4);
  });

  it('reproduces "calculates two-tailed mde correctly"', () => {
    expect(minimumDetectableEffect({ metric: meanMetric, usersPerPattern: 400000 / 3 })).toBeCloseTo(0.07027, 4);
  });

  // "checks power": 4,500 users a week over 3 variations, weeks 1 to 9, frequentist engine.
  it('reproduces the weekly powers and MDEs of "checks power" for the binomial click-through rate', () => {
    const powers = [0.073, 0.0965, 0.1204, 0.14458, 0.16895, 0.19342, 0.21791, 0.24235, 0.26666];
    const mdes = [0.36767, 0.24505, 0.19525, 0.16673, 0.14774, 0.13394, 0.12336, 0.11491, 0.10796];
    powers.forEach((expected, week) => {
      const usersPerPattern = (4500 * (week + 1)) / 3;
      expect(powerTwoSided({ metric: binomialMetric(0.1), effect: 0.05, usersPerPattern })).toBeCloseTo(expected, 4);
      expect(minimumDetectableEffect({ metric: binomialMetric(0.1), usersPerPattern })).toBeCloseTo(
        mdes[week] ?? NaN,
        4,
      );
    });
  });

  it('reproduces the weekly powers of "checks power" for the revenue mean metric', () => {
    const powers = [0.17053, 0.29389, 0.41122, 0.51749, 0.61037, 0.68938, 0.75513, 0.80886, 0.85213];
    powers.forEach((expected, week) => {
      const usersPerPattern = (4500 * (week + 1)) / 3;
      expect(powerTwoSided({ metric: { mean: 0.1, variance: 0.5 }, effect: 0.3, usersPerPattern })).toBeCloseTo(
        expected,
        4,
      );
    });
  });

  it('has no MDE with too few users, as findMdeFrequentist answers an error', () => {
    expect(minimumDetectableEffect({ metric: binomialMetric(0.1), usersPerPattern: 10 })).toBeNull();
  });
});

describe('planSampleSize', () => {
  it('answers the smallest users per pattern that reach the power', () => {
    const plan = planSampleSize({ baselineCvr: 0.02, dailyUsers: 1000, mde: 0.1, patterns: 2 });
    const metric = binomialMetric(0.02);
    const at = (n: number) => powerTwoSided({ metric, effect: 0.1, usersPerPattern: n });
    expect(at(plan.users_per_pattern)).toBeGreaterThanOrEqual(0.8);
    expect(at(plan.users_per_pattern - 1)).toBeLessThan(0.8);
    expect(plan.days).toBe(Math.ceil((plan.users_per_pattern * 2) / 1000));
  });

  it('agrees with the closed form of the delta-method test', () => {
    // n = (z_.975 + z_.8)² · p(1−p) · (1 + (1 + mde)²) / (p · mde)² is 84,996.6 for a 2 % CVR and
    // +10 %; the far tail's sliver of power, which the closed form leaves out, makes 84,996 enough.
    expect(planSampleSize({ baselineCvr: 0.02, dailyUsers: 1000, mde: 0.1, patterns: 2 })).toEqual({
      users_per_pattern: 84996,
      days: 170,
    });
  });

  it('takes longer with more patterns and less with more power allowed to drop', () => {
    const two = planSampleSize({ baselineCvr: 0.05, dailyUsers: 2000, mde: 0.2, patterns: 2 });
    const four = planSampleSize({ baselineCvr: 0.05, dailyUsers: 2000, mde: 0.2, patterns: 4 });
    expect(four.users_per_pattern).toBe(two.users_per_pattern);
    expect(four.days).toBeGreaterThan(two.days);
    const weaker = planSampleSize({ baselineCvr: 0.05, dailyUsers: 2000, mde: 0.2, patterns: 2, power: 0.5 });
    expect(weaker.users_per_pattern).toBeLessThan(two.users_per_pattern);
  });

  it('refuses inputs that plan nothing', () => {
    expect(() => planSampleSize({ baselineCvr: 0, dailyUsers: 1000, mde: 0.1, patterns: 2 })).toThrow(RangeError);
    expect(() => planSampleSize({ baselineCvr: 0.02, dailyUsers: 1000, mde: 0, patterns: 2 })).toThrow(RangeError);
    expect(() => planSampleSize({ baselineCvr: 0.02, dailyUsers: 0, mde: 0.1, patterns: 2 })).toThrow(RangeError);
    expect(() => planSampleSize({ baselineCvr: 0.02, dailyUsers: 1000, mde: 0.1, patterns: 1 })).toThrow(RangeError);
  });
});

describe('planSampleSize refuses a plan no count of users can meet', () => {
  it('throws for an uplift past 100 % and for a power that rounding keeps out of reach', () => {
    expect(() => planSampleSize({ baselineCvr: 0.5, dailyUsers: 100, mde: 1.5, patterns: 2 })).toThrow(RangeError);
    expect(() => planSampleSize({ baselineCvr: 0.02, dailyUsers: 100, mde: 5e-324, patterns: 2 })).toThrow(RangeError);
  });
});
