// Imports nothing, so the request schemas (and the web) can check a plan without the distributions.

/** Whether a rate raised by the relative uplift stays below 100 %, so a test could detect it. */
export function isReachableUplift(baselineCvr: number, mde: number): boolean {
  return baselineCvr * (1 + mde) < 1;
}
