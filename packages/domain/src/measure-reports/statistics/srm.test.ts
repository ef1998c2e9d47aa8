import { describe, expect, it } from 'vitest';
import { checkSrm } from './srm.js';

// Fixtures from GrowthBook (github.com/growthbook/growthbook, packages/back-end/test/stats.test.ts,
// "calculates SRM correctly"), to the 9 decimals they are written with. The first is also gbstats'
// former TestHelpers.test_srm (packages/stats/tests/test_gbstats.py).
describe('checkSrm (GrowthBook checkSrm, gbstats check_srm)', () => {
  it.each([
    ['a simple 2-way test', [1000, 1200], [0.5, 0.5], 0.000020079],
    ['another 2-way test', [135, 115], [0.5, 0.5], 0.205903211],
    ['uneven weights', [310, 98], [0.75, 0.25], 0.647434186],
    ['skipping empty weights', [1000, 1200, 900], [0.5, 0.5, 0], 0.000020079],
    ['counting empty users', [0, 10, 10], [0.34, 0.33, 0.33], 0.005790624],
    ['more than 2 variations', [500, 500, 600], [0.34, 0.33, 0.33], 0.000592638],
    ['a completely equal split', [500, 500], [0.5, 0.5], 1],
  ])('reproduces %s', (_name, users, weights, expected) => {
    expect(checkSrm(users, weights)).toBeCloseTo(expected, 9);
  });

  it.each([
    ['not enough valid variations', [1000], [0.5, 0.5]],
    ['not enough valid weights', [1000, 900, 800], [1, 0, 0]],
    ['all users 0', [0, 0, 0], [0.34, 0.33, 0.33]],
  ])('answers 1 for %s', (_name, users, weights) => {
    expect(checkSrm(users, weights)).toBe(1);
  });
});
