/**
 * An axis tick's number with thousands separators and at most two decimals (120万, 1.5億); — when there
 * is none. A figure itself is shown with the domain's formatShownFigure.
 */
export function formatFigure(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
