import { formatThousands } from '../common/numbers.js';

/**
 * How the statistics read on screen, in print and in sentences (issue 32 §3): fractions become
 * percentages, an uplift carries its sign, a chance never reads as a certainty it is not.
 */

/** A rate as a percentage: 0.0341 → "3.41%". */
export function formatRate(value: number | null, digits = 2): string {
  return value === null ? '—' : `${formatThousands(value * 100, digits)}%`;
}

/** An uplift with its sign: 0.0408 → "+4.1%", −0.02 → "−2.0%". */
export function formatUplift(value: number | null, digits = 1): string {
  if (value === null) return '—';
  const text = formatThousands(Math.abs(value) * 100, digits);
  // −0.01 % rounds to 0.0: no sign of a loss that is not shown.
  const negative = value < 0 && Number(text) !== 0;
  return `${negative ? '−' : '+'}${text}%`;
}

/** An interval of uplifts: "+4.1%〜+18.3%". */
export function formatInterval(interval: readonly [number, number] | null, digits = 1): string {
  return interval === null ? '—' : `${formatUplift(interval[0], digits)}〜${formatUplift(interval[1], digits)}`;
}

/**
 * A chance (勝率, the chance of being best) to one decimal, kept off 0 % and 100 %: rounding 99.96 %
 * to "100.0%" would claim a certainty no test gives.
 */
export function formatChance(value: number | null): string {
  if (value === null) return '—';
  if (value >= 0.999) return '99.9%以上';
  if (value < 0.001) return '0.1%未満';
  return `${formatThousands(value * 100, 1)}%`;
}

/** Revenue per user to one decimal of a yen: 96.12… → "96.1円". */
export function formatValuePerUser(value: number | null): string {
  return value === null ? '—' : `${formatThousands(value, 1)}円`;
}

/** A p-value to three decimals, small ones as a bound: "0.001未満". */
export function formatPValue(value: number | null): string {
  if (value === null) return '—';
  return value < 0.001 ? '0.001未満' : value.toFixed(3);
}
