/**
 * Holm–Bonferroni adjusted p-values (GrowthBook's adjustPValuesHolmBonferroni), in the order given.
 * Nulls are no test and do not count towards the number of comparisons.
 */
export function holmAdjust(pValues: readonly (number | null)[]): (number | null)[] {
  const tested = pValues
    .map((p, index) => ({ p, index }))
    .filter((entry): entry is { p: number; index: number } => entry.p !== null)
    .sort((x, y) => x.p - y.p);
  const m = tested.length;
  const adjusted: (number | null)[] = pValues.map(() => null);
  let running = 0;
  tested.forEach(({ p, index }, rank) => {
    running = Math.max(running, Math.min(p * (m - rank), 1));
    adjusted[index] = running;
  });
  return adjusted;
}
