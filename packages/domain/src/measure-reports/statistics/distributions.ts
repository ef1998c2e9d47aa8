import normalCdfImpl from '@stdlib/stats-base-dists-normal-cdf';
import normalPdfImpl from '@stdlib/stats-base-dists-normal-pdf';
import normalQuantileImpl from '@stdlib/stats-base-dists-normal-quantile';
import tCdfImpl from '@stdlib/stats-base-dists-t-cdf';
import tQuantileImpl from '@stdlib/stats-base-dists-t-quantile';
import chiSquareCdfImpl from '@stdlib/stats-base-dists-chisquare-cdf';

/*
 * The distributions the engine needs, from stdlib's per-function packages (GrowthBook's own
 * TypeScript uses stdlib too): one package per function keeps the web bundle small, and nothing
 * here is a hand-written approximation. Each wrapper only fixes the argument order in one place.
 */

export function normalCdf(x: number, mean = 0, sd = 1): number {
  return normalCdfImpl(x, mean, sd);
}

export function normalPdf(x: number, mean = 0, sd = 1): number {
  return normalPdfImpl(x, mean, sd);
}

export function normalQuantile(p: number, mean = 0, sd = 1): number {
  return normalQuantileImpl(p, mean, sd);
}

export function studentTCdf(x: number, dof: number): number {
  return tCdfImpl(x, dof);
}

export function studentTQuantile(p: number, dof: number): number {
  return tQuantileImpl(p, dof);
}

/** The upper tail P(X > x) of the χ² distribution, as scipy's chi2.sf and GrowthBook's chi2pvalue. */
export function chiSquareSurvival(x: number, dof: number): number {
  return 1 - chiSquareCdfImpl(x, dof);
}
