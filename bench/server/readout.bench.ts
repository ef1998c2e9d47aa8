import { computeReadout, type PatternCounts } from '@kaizen/domain';

/** Ten patterns of a realistic EC test: tens of thousands of users each, CVRs around 3 %. */
const tenPatterns: PatternCounts[] = Array.from({ length: 10 }, (_, i) => ({
  pattern: i + 1,
  users: 40_000 + 37 * i,
  conversions: 1_200 + 11 * i * i,
}));

/**
 * For `npm run bench`: the mean time of one 10-pattern readout (issue 32 asks under 5 ms on the
 * server), after one call that makes the process's seeded draws for the probability of being best.
 */
export function benchReadout(iterations = 200): string {
  const first = performance.now();
  computeReadout(tenPatterns, 1);
  const firstMs = performance.now() - first;
  const start = performance.now();
  for (let i = 0; i < iterations; i += 1) {
    computeReadout(tenPatterns, 1, { engine: i % 2 === 0 ? 'bayesian' : 'sequential' });
  }
  const ms = (performance.now() - start) / iterations;
  return `measure readout, 10 patterns: ${ms.toFixed(2)} ms per readout (budget 5 ms; the process's first, which draws the seeded samples, ${firstMs.toFixed(0)} ms)`;
}
