import { z } from '../common/zod.js';

/** A calendar month as the analytics area names it: 'YYYY-MM'. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const monthSchema = (label: string) =>
  z
    .string({ error: `${label}はYYYY-MM形式で入力してください` })
    .regex(MONTH_PATTERN, `${label}はYYYY-MM形式で入力してください`);

/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** Months from start to end, both included ('2026-11', '2026-12', '2027-01', …); empty when start > end. */
export function monthsBetween(start: string, end: string): string[] {
  const months: string[] = [];
  let [year, month] = start.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = end.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The month before the given one. */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}
