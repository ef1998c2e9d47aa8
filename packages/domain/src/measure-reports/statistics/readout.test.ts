import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectBayesian, PROPER_PRIOR } from './bayesian.js';
import { normalCdf, normalQuantile } from './normal.js';
import { twoSidedTTest } from './frequentist.js';
import { effectMoments, proportionStatistic } from './moments.js';
import { expectFigures, need } from './test-helpers.js';
import { computeReadout, DEFAULT_READOUT_OPTIONS, type PatternCounts, type ReadoutOptions } from './readout.js';

const control: PatternCounts = { pattern: 1, users: 20000, conversions: 800 };
const winner: PatternCounts = { pattern: 2, users: 20100, conversions: 905 };
const loser: PatternCounts = { pattern: 3, users: 19900, conversions: 700 };
const even: PatternCounts = { pattern: 4, users: 20000, conversions: 810 };
// Clear enough for the always-valid interval, which is wider than the others.
const strongWinner: PatternCounts = { pattern: 6, users: 20000, conversions: 1000 };
const strongLoser: PatternCounts = { pattern: 7, users: 20000, conversions: 620 };

function row(counts: PatternCounts[], pattern: number, options?: Partial<ReadoutOptions>, controlPattern = 1) {
  const stats = computeReadout(counts, controlPattern, options).patterns.find((p) => p.pattern === pattern);
  if (stats === undefined) throw new Error(`no pattern ${pattern}`);
  return stats;
}

describe('computeReadout', () => {
  it('defaults to the Bayesian engine, a flat prior and 50 conversions', () => {
    expect(DEFAULT_READOUT_OPTIONS).toMatchObject({ engine: 'bayesian', prior: 'flat', minConversions: 50 });
    expect(computeReadout([control, winner], 1).engine).toBe('bayesian');
  });

  it("fills the control's CVR and chance of being best and leaves its comparisons empty", () => {
    const own = row([control, winner], 1);
    expect(own).toMatchObject({ pattern: 1, users: 20000, conversions: 800, cvr: 0.04 });
    expect(own.prob_best).toBeGreaterThan(0);
    const comparisons = ['uplift', 'uplift_ci', 'chance_to_win', 'risk', 'p_value', 'p_value_adjusted'] as const;
    for (const field of comparisons) expect(own[field], field).toBeNull();
  });

  it('leaves a pattern without users without CVR and comparisons', () => {
    expect(row([control, winner, { pattern: 3, users: 0, conversions: 0 }], 3)).toMatchObject({
      cvr: null,
      uplift: null,
      uplift_ci: null,
      chance_to_win: null,
      p_value: null,
      p_value_adjusted: null,
      prob_best: null,
    });
  });

  it('gives the relative uplift as a fraction and each engine its own interval, with Welch p always', () => {
    const a = proportionStatistic(20000, 800);
    const b = proportionStatistic(20100, 905);
    const moments = need(effectMoments(a, b));
    const bayes = row([control, winner], 2);
    const frequentist = row([control, winner], 2, { engine: 'frequentist' });
    const sequential = row([control, winner], 2, { engine: 'sequential' });
    expect(bayes.cvr).toBeCloseTo(905 / 20100, 12);
    expect(bayes.uplift).toBeCloseTo(905 / 20100 / 0.04 - 1, 12);
    expect(bayes.uplift_ci).toEqual(need(effectBayesian(moments)).ci);
    expect(frequentist.uplift_ci).toEqual(need(twoSidedTTest(a, b, moments)).ci);
    expect(need(sequential.uplift_ci)[0]).toBeLessThan(need(frequentist.uplift_ci)[0]);
    const welchP = need(twoSidedTTest(a, b, moments)).pValue;
    for (const stats of [bayes, frequentist, sequential]) expect(stats.p_value).toBe(welchP);
    expect(bayes.chance_to_win).toBeGreaterThan(0.95);
    expect(need(bayes.risk)[0]).toBeGreaterThan(need(bayes.risk)[1]);
  });

  it('pulls the uplift towards zero under the proper prior N(0, 0.3²)', () => {
    const small = [
      { pattern: 1, users: 500, conversions: 50 },
      { pattern: 2, users: 500, conversions: 70 },
    ];
    const flat = row(small, 2);
    const proper = row(small, 2, { prior: 'proper' });
    expect(PROPER_PRIOR.variance).toBeCloseTo(0.09, 12);
    expect(need(proper.uplift)).toBeLessThan(need(flat.uplift));
    expect(need(proper.uplift)).toBeGreaterThan(0);
    expect(need(proper.uplift_ci)[1] - need(proper.uplift_ci)[0]).toBeLessThan(
      need(flat.uplift_ci)[1] - need(flat.uplift_ci)[0],
    );
  });

  it('narrows the sequential interval when it is tuned to the size the test reached', () => {
    const tuned = row([control, winner], 2, { engine: 'sequential', plannedUsersPerPattern: 20000 });
    const untuned = row([control, winner], 2, { engine: 'sequential', plannedUsersPerPattern: 100 });
    expect(need(tuned.uplift_ci)[0]).toBeGreaterThan(need(untuned.uplift_ci)[0]);
    expect(need(tuned.uplift_ci)[1]).toBeLessThan(need(untuned.uplift_ci)[1]);
  });

  it('adjusts the p-values by Holm from three patterns on, and not with two', () => {
    expect(row([control, winner], 2).p_value_adjusted).toBeNull();
    const three = computeReadout([control, winner, loser], 1).patterns;
    const [pB, pC] = [need(need(three[1]).p_value), need(need(three[2]).p_value)];
    expect(need(three[0]).p_value_adjusted).toBeNull();
    expect(need(three[2]).p_value_adjusted).toBeCloseTo(Math.min(1, 2 * Math.min(pB, pC)), 12);
    expect(need(three[1]).p_value_adjusted).toBeCloseTo(Math.max(Math.min(1, 2 * pC), pB), 12);
  });

  it('tests the split once every pattern has 8 users, against the planned weights', () => {
    expect(computeReadout([{ ...control, users: 7 }, winner], 1).srm_p_value).toBeNull();
    expect(
      computeReadout(
        [
          { ...control, users: 8, conversions: 1 },
          { ...winner, users: 8 },
        ],
        1,
      ).srm_p_value,
    ).toBe(1);
    const uneven = [
      { pattern: 1, users: 10000, conversions: 400 },
      { pattern: 2, users: 30000, conversions: 1200 },
    ];
    expect(computeReadout(uneven, 1).srm_p_value).toBeLessThan(0.001);
    expect(computeReadout(uneven, 1, { split: [1, 3] }).srm_p_value).toBeCloseTo(1, 12);
  });

  it('gives the same probability of being best for the same data, whatever the order of the patterns', () => {
    const once = computeReadout([control, winner, loser, even], 1).patterns.map((p) => p.prob_best);
    const again = computeReadout([control, winner, loser, even], 1).patterns.map((p) => p.prob_best);
    const shuffled = computeReadout([even, loser, control, winner], 1);
    expect(again).toEqual(once);
    expect([3, 4, 1, 2].map((n) => need(shuffled.patterns.find((p) => p.pattern === n)).prob_best)).toEqual([
      once[2],
      once[3],
      once[0],
      once[1],
    ]);
    expect(once[1]).toBeGreaterThan(0.9);
  });

  it('leaves the chance of being best out when asked, and nothing else changes', () => {
    const counts = [control, winner, loser];
    const full = computeReadout(counts, 1);
    const listed = computeReadout(counts, 1, { probBest: false });
    expect(listed.patterns.map((p) => p.prob_best)).toEqual([null, null, null]);
    expect(listed.patterns).toEqual(full.patterns.map((p) => ({ ...p, prob_best: null })));
    expect(listed.verdict).toBe(full.verdict);
  });

  it('shares a tie between patterns without any spread', () => {
    const none = computeReadout(
      [
        { pattern: 1, users: 100, conversions: 0 },
        { pattern: 2, users: 100, conversions: 0 },
      ],
      1,
      { minConversions: 0 },
    );
    expect(none.patterns.map((p) => p.prob_best)).toEqual([0.5, 0.5]);
    expect(need(none.patterns[1]).chance_to_win).toBeNull();
  });
});

describe('revenue per user', () => {
  // GrowthBook's gbstats mean fixture (packages/stats/tests/frequentist/test_tests.py,
  // test_two_sided_ttest): units, sum and sum of squares of a revenue metric per group.
  const withRevenue: PatternCounts[] = [
    { pattern: 1, users: 3407, conversions: 120, value_sum: 1396.87, value_sum_squares: 52377.9767 },
    { pattern: 2, users: 3461, conversions: 130, value_sum: 2422.7, value_sum_squares: 134698.29 },
  ];

  it('tests revenue per user with the same engines, matching gbstats to 4 decimals', () => {
    const frequentist = need(computeReadout(withRevenue, 1, { engine: 'frequentist' }).value);
    expectFigures(need(frequentist.patterns[1]), {
      uplift: 0.70732,
      uplift_ci: [-0.03526, 1.44989],
      p_value: 0.06191,
    });
    const bayesian = need(computeReadout(withRevenue, 1).value);
    expect(bayesian.patterns[0]).toEqual({
      pattern: 1,
      value_per_user: 1396.87 / 3407,
      uplift: null,
      uplift_ci: null,
      chance_to_win: null,
      p_value: null,
    });
    expect(need(bayesian.patterns[1]).value_per_user).toBeCloseTo(2422.7 / 3461, 10);
    expect(need(bayesian.patterns[1]).chance_to_win).toBeGreaterThan(0.9);
  });

  it('is absent unless every pattern has both sums, and leaves the verdict to the CVR', () => {
    const oneMissing = withRevenue.map((p, i) => (i === 1 ? { ...p, value_sum_squares: null } : p));
    expect(computeReadout(oneMissing, 1).value).toBeNull();
    expect(computeReadout([control, winner], 1).value).toBeNull();
    const both = computeReadout(withRevenue, 1);
    const cvrOnly = computeReadout(
      withRevenue.map(({ pattern, users, conversions }) => ({ pattern, users, conversions })),
      1,
    );
    expect(both.verdict).toBe(cvrOnly.verdict);
    expect(both.patterns).toEqual(cvrOnly.patterns);
  });
});

describe('verdict', () => {
  it('is insufficient while a pattern has fewer conversions than the minimum', () => {
    const short = [
      { pattern: 1, users: 2000, conversions: 30 },
      { pattern: 2, users: 2000, conversions: 80 },
    ];
    expect(computeReadout(short, 1)).toMatchObject({ enough_data: false, verdict: 'insufficient' });
    expect(computeReadout(short, 1, { minConversions: 30 })).toMatchObject({ enough_data: true, verdict: 'win' });
  });

  it('is insufficient without the control among the counts', () => {
    expect(computeReadout([winner, loser], 1)).toMatchObject({ enough_data: false, verdict: 'insufficient' });
  });

  it('follows the chance to win with the Bayesian engine', () => {
    expect(computeReadout([control, winner], 1).verdict).toBe('win');
    expect(computeReadout([control, loser], 1).verdict).toBe('lose');
    expect(computeReadout([control, even], 1).verdict).toBe('inconclusive');
  });

  it('follows the interval with the frequentist and sequential engines', () => {
    expect(computeReadout([control, winner], 1, { engine: 'frequentist' }).verdict).toBe('win');
    expect(computeReadout([control, loser], 1, { engine: 'frequentist' }).verdict).toBe('lose');
    expect(computeReadout([control, even], 1, { engine: 'frequentist' }).verdict).toBe('inconclusive');
    // The always-valid interval still holds zero where Welch's already excludes it.
    expect(computeReadout([control, winner], 1, { engine: 'sequential' }).verdict).toBe('inconclusive');
    expect(computeReadout([control, strongWinner], 1, { engine: 'sequential' }).verdict).toBe('win');
    expect(computeReadout([control, strongLoser], 1, { engine: 'sequential' }).verdict).toBe('lose');
  });

  it('with three or more patterns wins on the best, loses only when all lose', () => {
    expect(computeReadout([control, winner, loser], 1).verdict).toBe('win');
    expect(computeReadout([control, even, loser], 1).verdict).toBe('inconclusive');
    expect(computeReadout([control, loser, { ...loser, pattern: 5 }], 1).verdict).toBe('lose');
  });
});

// Properties over generated counts, with a fixed seed so every run checks the same cases.
const patternCounts = (pattern: number) =>
  fc
    .record({ users: fc.integer({ min: 200, max: 200_000 }), rate: fc.double({ min: 0.005, max: 0.6, noNaN: true }) })
    .map(({ users, rate }) => ({
      pattern,
      users,
      conversions: Math.min(users - 1, Math.max(1, Math.round(users * rate))),
    }));
/** Two patterns whose rates differ by at most a tenth, as in a real test, so the chance to win is not extreme. */
const closePair = fc
  .record({
    usersA: fc.integer({ min: 2_000, max: 200_000 }),
    usersB: fc.integer({ min: 2_000, max: 200_000 }),
    rate: fc.double({ min: 0.01, max: 0.5, noNaN: true }),
    lift: fc.double({ min: -0.1, max: 0.1, noNaN: true }),
  })
  .map(({ usersA, usersB, rate, lift }) => [
    { pattern: 1, users: usersA, conversions: Math.round(usersA * rate) },
    { pattern: 2, users: usersB, conversions: Math.round(usersB * rate * (1 + lift)) },
  ]);
const engines = fc.constantFrom<ReadoutOptions['engine']>('bayesian', 'frequentist', 'sequential');

describe('readout properties', () => {
  it('puts the point estimate inside the uplift interval', () => {
    fc.assert(
      fc.property(
        patternCounts(1),
        patternCounts(2),
        engines,
        fc.constantFrom<ReadoutOptions['prior']>('flat', 'proper'),
        (a, b, engine, prior) => {
          const stats = row([a, b], 2, { engine, prior });
          expect(need(stats.uplift_ci)[0]).toBeLessThanOrEqual(need(stats.uplift));
          expect(need(stats.uplift_ci)[1]).toBeGreaterThanOrEqual(need(stats.uplift));
        },
      ),
      { seed: 42, numRuns: 200 },
    );
  });

  it('mirrors the chance to win when control and treatment swap (p → 1 − p, on the new baseline)', () => {
    fc.assert(
      fc.property(closePair, ([a, b]) => {
        if (a === undefined || b === undefined) throw new Error('two patterns');
        const forward = need(row([a, b], 2, {}, 1).chance_to_win);
        const backward = need(row([a, b], 1, {}, 2).chance_to_win);
        // Away from the far tails, where the normal quantile cannot invert a probability precisely.
        fc.pre(forward > 1e-6 && forward < 1 - 1e-6);
        // The relative uplift is measured from a different baseline after the swap, so the standard
        // score scales by the ratio of the rates: z(A over B) = −z(B over A) · cvrB / cvrA.
        const ratio = b.conversions / b.users / (a.conversions / a.users);
        const expected = normalCdf(-normalQuantile(forward) * ratio);
        expect(Math.abs(backward - expected)).toBeLessThanOrEqual(1e-12 + 1e-6 * expected);
        expect(forward > 0.5).toBe(backward < 0.5);
      }),
      { seed: 42, numRuns: 200 },
    );
  });

  it('narrows the interval with four times the data at the same rates', () => {
    fc.assert(
      fc.property(patternCounts(1), patternCounts(2), engines, (a, b, engine) => {
        const times4 = (c: PatternCounts) => ({ ...c, users: 4 * c.users, conversions: 4 * c.conversions });
        const width = (stats: ReturnType<typeof row>) => need(stats.uplift_ci)[1] - need(stats.uplift_ci)[0];
        expect(width(row([times4(a), times4(b)], 2, { engine }))).toBeLessThan(width(row([a, b], 2, { engine })));
      }),
      { seed: 42, numRuns: 200 },
    );
  });

  it('gives probabilities of being best that add up to 1', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 6 })
          .chain((k) => fc.tuple(...Array.from({ length: k }, (_, i) => patternCounts(i + 1)))),
        (counts) => {
          const total = computeReadout(counts, 1).patterns.reduce((sum, p) => sum + need(p.prob_best), 0);
          expect(total).toBeCloseTo(1, 9);
        },
      ),
      { seed: 42, numRuns: 100 },
    );
  });
});
