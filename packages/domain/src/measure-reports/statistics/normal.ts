import normalCdfImpl from '@stdlib/stats-base-dists-normal-cdf';
import normalPdfImpl from '@stdlib/stats-base-dists-normal-pdf';
import normalQuantileImpl from '@stdlib/stats-base-dists-normal-quantile';
/*
 * The distributions the engine needs, from stdlib's per-function packages (GrowthBook's own
 * TypeScript uses stdlib too), never hand-written approximations. One file per distribution, so a
 * bundle that needs only the normal (the sample-size planner) does not carry the t or the χ².
 */

export function normalCdf(x: number, mean = 0, sd = 1): number {
  return normalCdfImpl(x, mean, sd);
}

export function normalPdf(x: number, mean = 0, sd = 1): number {
  return normalPdfImpl(x, mean, sd);
}

/** Precise away from the far tails; below p ≈ 1e-10 it loses digits (it goes through erfinv(2p − 1)). */
export function normalQuantile(p: number, mean = 0, sd = 1): number {
  return normalQuantileImpl(p, mean, sd);
}
