import type { StatusClass } from '../admin/masters.js';

/** pattern_num bounds (product.md §4 measure reports: a new report has 2; below 1 is refused). */
export const DEFAULT_PATTERN_NUM = 2;
export const MIN_PATTERN_NUM = 1;
export const MAX_PATTERN_NUM = 10;

/** Images: content-checked types and the size limit (docs/decisions/0009). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/** Per place (a pattern's screenshots, the references, …): enough for a report, bounded for the page. */
export const MAX_IMAGES_PER_PLACE = 20;

export function isImageType(type: string): type is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * Whether the verification is done, so its results may be shown (product.md §2.6: until then the result
 * column is covered). Done when the measure reached 結果確認 or 完了, or the report's verification
 * period has ended (its end date is before today).
 */
export function isVerificationDone(input: {
  statusClass: StatusClass | null | undefined;
  endDate: string | null | undefined;
  today: string;
}): boolean {
  if (input.statusClass === 'result' || input.statusClass === 'comp') return true;
  return !!input.endDate && input.endDate < input.today;
}

/** The patterns a lower pattern_num removes: those numbered above it, last first (product.md §4 measure reports). */
export function patternsRemovedBy<T extends { pattern: number }>(patterns: T[], patternNum: number): T[] {
  return patterns.filter((p) => p.pattern > patternNum).sort((a, b) => b.pattern - a.pattern);
}

/** The pattern numbers a higher pattern_num adds, at the end (product.md §4 measure reports). */
export function patternNumbersAdded(current: number, next: number): number[] {
  const added: number[] = [];
  for (let n = current + 1; n <= next; n++) added.push(n);
  return added;
}

/** A pattern's display name: its own name, else パターンN (A/B tests name them by number). */
export function patternLabel(pattern: { name: string; pattern: number }): string {
  return pattern.name.trim() || `パターン${pattern.pattern}`;
}
