import chiSquareCdfImpl from '@stdlib/stats-base-dists-chisquare-cdf';

/** The upper tail P(X > x) of the χ² distribution from stdlib, as scipy's chi2.sf and GrowthBook's chi2pvalue. */
export function chiSquareSurvival(x: number, dof: number): number {
  return 1 - chiSquareCdfImpl(x, dof);
}
