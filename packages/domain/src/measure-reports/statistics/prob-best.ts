import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { MAX_PATTERN_NUM } from '../rules.js';
import { normalQuantile } from './normal.js';

export const PROB_BEST_DRAWS = 10_000;
const SEED = 32;

/*
 * The standard normal draws, one column of PROB_BEST_DRAWS per arm, from a single seeded stream
 * (pure-rand's xoroshiro128+, the generator fast-check runs on, turned normal by stdlib's quantile):
 * column j holds the same numbers whichever call first needed it, so the same data always gives the
 * same probabilities. Drawing them afresh cost more than the whole rest of a 10-pattern readout, so
 * they are made once per process and grown when a readout has more arms than any before it.
 * stdlib's own seeded normal generator was not used: its argument checks put ~250 kB into the web bundle.
 */
let generator: RandomGenerator | null = null;
let draws = new Float64Array(0);

function standardNormal(rng: RandomGenerator): number {
  let u = 0;
  while (u === 0) u = uniformFloat64(rng);
  return normalQuantile(u);
}

function standardNormals(columns: number): Float64Array {
  const needed = columns * PROB_BEST_DRAWS;
  if (draws.length < needed) {
    generator ??= xoroshiro128plus(SEED);
    const grown = new Float64Array(needed);
    grown.set(draws);
    for (let i = draws.length; i < needed; i += 1) grown[i] = standardNormal(generator);
    draws = grown;
  }
  return draws;
}

/**
 * Makes the draws for a readout of `arms` patterns ahead of time. The server calls it once it
 * listens, so the first report with many patterns is not the request that pays for them.
 */
export function prepareProbabilityBest(arms = MAX_PATTERN_NUM): void {
  standardNormals(arms);
}

/** An arm's posterior: its mean and the standard deviation of that mean. */
export interface ArmPosterior {
  mean: number;
  sd: number;
}

/**
 * The probability that each arm has the highest mean, by Monte Carlo over independent normal
 * posteriors (PROB_BEST_DRAWS draws, fixed seed). A draw where arms tie (both without spread) is
 * shared between them, so the probabilities always add up to 1. Null arms take no part.
 */
export function probabilityBest(arms: readonly (ArmPosterior | null)[]): (number | null)[] {
  const present = arms.flatMap((arm, index) => (arm === null ? [] : [{ ...arm, index }]));
  const result: (number | null)[] = arms.map(() => null);
  const k = present.length;
  if (k === 0) return result;
  const z = standardNormals(k);
  // Arm by arm over all draws, so the draws are read in the order they lie in memory.
  const best = new Float64Array(PROB_BEST_DRAWS).fill(-Infinity);
  const bestArm = new Int32Array(PROB_BEST_DRAWS);
  const tiedArms = new Int32Array(PROB_BEST_DRAWS);
  present.forEach(({ mean, sd }, j) => {
    const offset = j * PROB_BEST_DRAWS;
    for (let d = 0; d < PROB_BEST_DRAWS; d += 1) {
      // Typed arrays read within their length; the fallbacks only satisfy the index type.
      const value = mean + sd * (z[offset + d] ?? 0);
      const current = best[d] ?? -Infinity;
      if (value > current) {
        best[d] = value;
        bestArm[d] = j;
        tiedArms[d] = 1;
      } else if (value === current) {
        tiedArms[d] = (tiedArms[d] ?? 0) + 1;
      }
    }
  });
  const wins = new Float64Array(k);
  for (let d = 0; d < PROB_BEST_DRAWS; d += 1) {
    const ties = tiedArms[d] ?? 1;
    if (ties === 1) {
      const arm = bestArm[d] ?? 0;
      wins[arm] = (wins[arm] ?? 0) + 1;
      continue;
    }
    present.forEach(({ mean, sd }, j) => {
      if (mean + sd * (z[j * PROB_BEST_DRAWS + d] ?? 0) === best[d]) wins[j] = (wins[j] ?? 0) + 1 / ties;
    });
  }
  present.forEach((arm, j) => {
    result[arm.index] = (wins[j] ?? 0) / PROB_BEST_DRAWS;
  });
  return result;
}
