import { computeReadout, prepareProbabilityBest, type PatternCounts } from '@kaizen/domain';

/** Ten patterns of a realistic EC test: tens of thousands of users each, CVRs around 3 %. */
const tenPatterns: PatternCounts[] = Array.from({ length: 10 }, (_, i) => ({
  pattern: i + 1,
  users: 40_000 + 37 * i,
  conversions: 1_200 + 11 * i * i,
}));

/**
 * For `npm run bench`: the mean time of one 10-pattern readout (issue 32 asks under 5 ms on the
 * server), and the first one, after the seeded draws the server makes once it listens.
 */
export function benchReadout(iterations = 200): string {
  const drawsStart = performance.now();
  prepareProbabilityBest();
  const drawsMs = performance.now() - drawsStart;
  const first = performance.now();
  computeReadout(tenPatterns, 1);
  const firstMs = performance.now() - first;
  const start = performance.now();
  for (let i = 0; i < iterations; i += 1) {
    computeReadout(tenPatterns, 1, { engine: i % 2 === 0 ? 'bayesian' : 'sequential' });
  }
  const ms = (performance.now() - start) / iterations;
  return `measure readout, 10 patterns: ${ms.toFixed(2)} ms per readout (budget 5 ms; the first ${firstMs.toFixed(1)} ms; the seeded draws made at server start ${drawsMs.toFixed(0)} ms)`;
}
