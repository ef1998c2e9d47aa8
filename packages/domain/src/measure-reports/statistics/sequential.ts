import type { FrequentistResult } from './frequentist.js';
import type { EffectMoments } from './moments.js';

/** GrowthBook's default tuning when nobody has planned the sample size. */
export const DEFAULT_SEQUENTIAL_TUNING = 5000;

/** ρ of the always-valid interval, tuned to the expected sample size (eq. 161 of Waudby-Smith et al.). */
export function sequentialRho(alpha: number, tuning: number): number {
  return Math.sqrt((-2 * Math.log(alpha) + Math.log(-2 * Math.log(alpha) + 1)) / tuning);
}

/**
 * gbstats' SequentialTwoSidedTTest: an asymptotic confidence sequence (eq. 9 of Waudby-Smith et al.
 * 2023) that stays valid however often the consultant looks, and its always-valid p-value (eq. 155).
 * `tuning` is the sample size (both groups together) at which the interval is narrowest.
 */
export function sequentialTwoSidedTTest(
  moments: EffectMoments,
  tuning = DEFAULT_SEQUENTIAL_TUNING,
  alpha = 0.05,
): FrequentistResult {
  const n = moments.pairSize;
  const rho = sequentialRho(alpha, tuning);
  const s2 = moments.standardError ** 2 * n;
  const nRho2 = n * rho ** 2;
  const halfwidth =
    Math.sqrt(s2) * Math.sqrt((2 * (nRho2 + 1) * Math.log(Math.sqrt(nRho2 + 1) / alpha)) / (n * rho) ** 2);
  const st2 = (moments.estimate ** 2 * n) / moments.standardError ** 2;
  const evalue = Math.exp((rho ** 2 * st2) / (2 * (nRho2 + 1))) / Math.sqrt(nRho2 + 1);
  return {
    expected: moments.estimate,
    ci: [moments.estimate - halfwidth, moments.estimate + halfwidth],
    pValue: Math.min(1 / evalue, 1),
  };
}
