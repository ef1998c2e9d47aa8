import { formatThousands } from './numbers.js';

/** The values a number field can plausibly hold: anything outside is a slip of the keyboard, refused with a reason. */
export interface NumberRange {
  min: number;
  max: number;
}

/**
 * Ranges shared by the screens (the reason beside the field) and the server (400 naming the field), so
 * both refuse the same values (issue 30). Sessions: the busiest sites see billions a month, never ten
 * billion. Yen: a trillion is beyond any one customer's or measure's figure.
 */
export const plausibleRanges = {
  sessions: { min: 0, max: 10_000_000_000 },
  percent: { min: 0, max: 100 },
  yen: { min: 0, max: 1_000_000_000_000 },
} as const satisfies Record<string, NumberRange>;

/** 「セッション数は0以上10,000,000,000以下で入力してください」 */
export function rangeMessage(label: string, range: NumberRange): string {
  return `${label}は${formatThousands(range.min)}以上${formatThousands(range.max)}以下で入力してください`;
}

/** Why the value is refused, or null when it is in range (an empty field is not this rule's business). */
export function outOfRangeReason(label: string, range: NumberRange, value: number | null): string | null {
  if (value === null) return null;
  return value < range.min || value > range.max ? rangeMessage(label, range) : null;
}
