import { normalCdf, normalPdf, normalQuantile } from './normal.js';
import type { EffectMoments } from './moments.js';

/** A Gaussian prior on the effect; improper (flat) unless `proper`. */
export interface GaussianPrior {
  mean: number;
  variance: number;
  proper: boolean;
}

export const FLAT_PRIOR: GaussianPrior = { mean: 0, variance: 1, proper: false };
/** GrowthBook's default proper prior on the relative uplift: N(0, 0.3²). */
export const PROPER_PRIOR: GaussianPrior = { mean: 0, variance: 0.3 ** 2, proper: true };

export interface BayesianResult {
  /** Posterior mean of the effect. */
  expected: number;
  stddev: number;
  ci: [number, number];
  chanceToWin: number;
  /** Expected loss of choosing [the control, the treatment]. */
  risk: [number, number];
}

/**
 * Expected loss of each choice under a N(mu, sigma²) posterior of the effect (gbstats' get_risk):
 * choosing the control loses E[max(X, 0)], choosing the treatment E[max(−X, 0)]. These are the
 * truncated-normal means of gbstats written in closed form, which needs no division by a tail
 * probability; far in the tail one of the two is zero in floating point, so the limit is returned.
 */
export function expectedLoss(mu: number, sigma: number): [number, number] {
  if (sigma > 0 && Math.abs(mu / sigma) > 37) return [Math.max(mu, 0), Math.max(-mu, 0)];
  const probControlBetter = normalCdf(0, mu, sigma);
  const density = sigma * normalPdf(mu / sigma);
  return [(1 - probControlBetter) * mu + density, density - probControlBetter * mu];
}

/**
 * gbstats' EffectBayesianABTest for a relative (or absolute) effect: the data's estimate and
 * standard error combined with the prior by precision. Null when gbstats answers its default
 * output (no data variance and no proper prior).
 */
export function effectBayesian(
  moments: EffectMoments,
  prior: GaussianPrior = FLAT_PRIOR,
  alpha = 0.05,
): BayesianResult | null {
  const dataVariance = moments.standardError ** 2;
  if (!(dataVariance > 0)) return null;
  const precision = 1 / dataVariance + (prior.proper ? 1 / prior.variance : 0);
  const mean = prior.proper
    ? (moments.estimate / dataVariance + prior.mean / prior.variance) / precision
    : moments.estimate;
  const sd = Math.sqrt(1 / precision);
  return {
    expected: mean,
    stddev: sd,
    ci: [normalQuantile(alpha / 2, mean, sd), normalQuantile(1 - alpha / 2, mean, sd)],
    // P(effect > 0) as Φ(mean / sd), which keeps its precision far in the tail where 1 − Φ(−…) would not.
    chanceToWin: normalCdf(mean / sd),
    risk: expectedLoss(mean, sd),
  };
}
