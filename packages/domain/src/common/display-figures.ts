/**
 * How a figure is shown (issue 30): a count of sessions, conversions or contracts and an amount in yen
 * as a whole number, a rate in percent to two decimals. Only the text is rounded: a computation
 * carries the exact value to its next step, so a shown figure never drifts from the one it came from.
 */
export type FigureKind = 'count' | 'yen' | 'rate';

/**
 * Floating-point noise off first (171.85 × 12,000 is 2,062,199.9999999998), so a half is rounded as
 * the half it is: twelve significant digits, relative to the figure, as noise is — a fixed number of
 * decimals would itself lose digits of an amount near a trillion yen.
 */
export const withoutNoise = (value: number) => Number(value.toPrecision(12));

/** The number a figure is shown as: whole for counts and yen, two decimals for a rate; never −0. */
export function shownFigure(value: number, kind: FigureKind): number {
  const clean = withoutNoise(value);
  const shown = kind === 'rate' ? Math.round(clean * 100) / 100 : Math.round(clean);
  return shown === 0 ? 0 : shown;
}

/** The figure's text with thousands separators (1,872,000; 1.68); `empty` when there is none. */
export function formatShownFigure(value: number | null | undefined, kind: FigureKind, empty = '—'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return empty;
  return shownFigure(value, kind).toLocaleString('en-US', { maximumFractionDigits: 2 });
}
