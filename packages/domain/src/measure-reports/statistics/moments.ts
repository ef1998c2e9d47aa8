/**
 * One pattern's metric as the sufficient statistics GrowthBook's engine works on: a count of units,
 * the sum of their values and the sum of their squares. A conversion is a value of 1, so a
 * proportion has sumSquares = sum; a revenue metric carries its own sum of squares.
 */
export interface SampleStatistic {
  kind: 'proportion' | 'mean';
  n: number;
  sum: number;
  sumSquares: number;
}

export function proportionStatistic(n: number, conversions: number): SampleStatistic {
  return { kind: 'proportion', n, sum: conversions, sumSquares: conversions };
}

export function meanStatistic(n: number, sum: number, sumSquares: number): SampleStatistic {
  return { kind: 'mean', n, sum, sumSquares };
}

export function statisticMean(s: SampleStatistic): number {
  return s.n === 0 ? 0 : s.sum / s.n;
}

/** Per-unit variance: p(1−p) for a proportion (as gbstats' ProportionStatistic), the sample variance for a mean. */
export function statisticVariance(s: SampleStatistic): number {
  if (s.kind === 'proportion') {
    const p = statisticMean(s);
    return p * (1 - p);
  }
  if (s.n <= 1) return 0;
  return (s.sumSquares - (s.sum * s.sum) / s.n) / (s.n - 1);
}

/**
 * Variance of the relative difference (b − a) / a by the delta method (gbstats'
 * frequentist_variance with relative=True; the covariance term is zero for independent groups).
 */
export function deltaMethodVariance(
  varA: number,
  meanA: number,
  nA: number,
  varB: number,
  meanB: number,
  nB: number,
  relative: boolean,
): number {
  if (!relative) return varB / nB + varA / nA;
  if (meanA === 0) return 0;
  return varB / nB / meanA ** 2 + ((varA / nA) * meanB ** 2) / meanA ** 4;
}

export type DifferenceType = 'relative' | 'absolute';

/** The point estimate and standard error of a treatment against its control (gbstats' EffectMoments). */
export interface EffectMoments {
  estimate: number;
  standardError: number;
  /** Both groups' units together: the n of the sequential interval. */
  pairSize: number;
}

/**
 * Null where gbstats answers its default output: a group whose variance is not positive (no
 * conversions, or all of them) or a control mean of zero (no relative change can be measured).
 */
export function effectMoments(
  a: SampleStatistic,
  b: SampleStatistic,
  difference: DifferenceType = 'relative',
): EffectMoments | null {
  const varA = statisticVariance(a);
  const varB = statisticVariance(b);
  const meanA = statisticMean(a);
  const meanB = statisticMean(b);
  if (!(varA > 0) || !(varB > 0) || meanA === 0) return null;
  const relative = difference === 'relative';
  const variance = deltaMethodVariance(varA, meanA, a.n, varB, meanB, b.n, relative);
  if (!(variance > 0)) return null;
  const estimate = relative ? (meanB - meanA) / Math.abs(meanA) : meanB - meanA;
  return { estimate, standardError: Math.sqrt(variance), pairSize: a.n + b.n };
}
