import {
  FIGURES_CSV_HEADER,
  monthLabel,
  monthOf,
  previousMonth,
  todayInJapan,
  toCsv,
  type MeasureMark,
  type MonthlySeriesRow,
} from '@kaizen/domain';

/** '2026-05' → '2026年5月': how the section names a month everywhere — labels, table and chart axis. */
export const formatMonth = monthLabel;

/**
 * The month of a moment in Japan ('YYYY-MM'), as the server counts 先月 and 今月: a browser set to
 * another time zone must not ask for a month the server calls the future.
 */
export const currentMonthInJapan = (now: Date = new Date()) => monthOf(todayInJapan(now));

/** The last `count` months up to and including the month of `now` in Japan. */
export function lastMonths(now: Date, count = 12): { from: string; to: string } {
  const to = currentMonthInJapan(now);
  let from = to;
  for (let i = 1; i < count; i += 1) from = previousMonth(from);
  return { from, to };
}

/** A figure with thousands separators and at most two decimals (derived targets can be fractional); — when none. */
export function figureText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** A rate in percent, two decimals: 2.5 → '2.50%'; — when none. */
export function rateText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value.toFixed(2)}%`;
}

/** 「2026年5月 施策名（採用: パターンB）」: a month in which a measure's verification ended. */
export function markText(mark: MeasureMark): string {
  return `${formatMonth(mark.month)} ${mark.measure}（${mark.pattern ? `採用: ${mark.pattern}` : '採用パターン未定'}）`;
}

/** What the CV and CVR of the page count (measure settings' cv_slot, or the sum of CV1–3). */
export function cvDescription(slot: 1 | 2 | 3 | null, names: readonly [string, string, string]): string {
  const name = slot ? names[slot - 1] : '';
  const cv = slot ? `CV${slot}${name ? `（${name}）` : ''}` : 'CV1〜CV3の合計';
  return `CVは${cv}、CVRはCV ÷ セッション数です。`;
}

/** The template a user fills in: the headings the import reads, UTF-8 with a BOM for Excel. */
export const figuresTemplateCsv = () => toCsv([...FIGURES_CSV_HEADER], []);

/** One point of the charts: the series by the names their legends show. */
export interface ChartPoint {
  month: string;
  セッション数: number | null;
  CV: number | null;
  目標CV: number | null;
  CVR: number | null;
  成約数: number | null;
  目標成約数: number | null;
  売上: number | null;
  目標売上: number | null;
}

export function chartPoints(rows: MonthlySeriesRow[]): ChartPoint[] {
  return rows.map((row) => ({
    month: formatMonth(row.month),
    セッション数: row.sessions,
    CV: row.cv,
    目標CV: row.target_cv,
    CVR: row.cvr,
    成約数: row.contracts,
    目標成約数: row.target_contracts,
    売上: row.sales,
    目標売上: row.target_sales,
  }));
}

/** Whether any month has the figure or its target: the contracts and sales charts show only then. */
export const hasAny = (rows: MonthlySeriesRow[], keys: (keyof MonthlySeriesRow)[]) =>
  rows.some((row) => keys.some((key) => row[key] !== null));
