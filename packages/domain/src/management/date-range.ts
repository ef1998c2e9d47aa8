/** 'YYYY-MM-DD', a real calendar date. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A period as it is saved (product.md §5 dates): both dates or neither. A cleared range, or one with only one
 * end, becomes empty start and end.
 */
export function normalizeDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
): { start: string; end: string } {
  const s = start?.trim() ?? '';
  const e = end?.trim() ?? '';
  if (!s || !e) return { start: '', end: '' };
  return { start: s, end: e };
}

/** Days from start to end, both counted (product.md §3.7 verification_diff); null unless both are dates in order. */
export function inclusiveDays(start: string | null | undefined, end: string | null | undefined): number | null {
  if (!start || !end || !isIsoDate(start) || !isIsoDate(end)) return null;
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
  return days < 0 ? null : days + 1;
}
