import { studentTCdf, studentTQuantile } from './student-t.js';
import { statisticVariance, type EffectMoments, type SampleStatistic } from './moments.js';

export interface FrequentistResult {
  expected: number;
  ci: [number, number];
  pValue: number;
}

/** Welch–Satterthwaite degrees of freedom of the two groups (gbstats' TTest.dof). */
export function welchDof(a: SampleStatistic, b: SampleStatistic): number {
  const va = statisticVariance(a) / a.n;
  const vb = statisticVariance(b) / b.n;
  return (va + vb) ** 2 / (vb ** 2 / (b.n - 1) + va ** 2 / (a.n - 1));
}

/**
 * gbstats' TwoSidedTTest: Welch's two-sided test of the effect against zero and its 1 − α interval.
 * Null when a group has a single unit, for which the degrees of freedom are undefined.
 */
export function twoSidedTTest(
  a: SampleStatistic,
  b: SampleStatistic,
  moments: EffectMoments,
  alpha = 0.05,
): FrequentistResult | null {
  if (a.n <= 1 || b.n <= 1) return null;
  const dof = welchDof(a, b);
  const t = moments.estimate / moments.standardError;
  const halfwidth = studentTQuantile(1 - alpha / 2, dof) * moments.standardError;
  return {
    expected: moments.estimate,
    ci: [moments.estimate - halfwidth, moments.estimate + halfwidth],
    pValue: 2 * (1 - studentTCdf(Math.abs(t), dof)),
  };
}
