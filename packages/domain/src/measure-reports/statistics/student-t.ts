import tCdfImpl from '@stdlib/stats-base-dists-t-cdf';
import tQuantileImpl from '@stdlib/stats-base-dists-t-quantile';

/** Student's t distribution from stdlib (see normal.ts for why one file per distribution). */
export function studentTCdf(x: number, dof: number): number {
  return tCdfImpl(x, dof);
}

export function studentTQuantile(p: number, dof: number): number {
  return tQuantileImpl(p, dof);
}
