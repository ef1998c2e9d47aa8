import { computeReadout, type PatternCounts } from './readout.js';

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
export async function benchReadout(iterations = 200): Promise<{ label: string; ms: number }> {
  computeReadout(tenPatterns, 1);
  const start = performance.now();
  for (let i = 0; i < iterations; i += 1)
    computeReadout(tenPatterns, 1, { engine: i % 2 === 0 ? 'bayesian' : 'sequential' });
  const ms = (performance.now() - start) / iterations;
  return Promise.resolve({ label: 'measure readout, 10 patterns', ms });
}
