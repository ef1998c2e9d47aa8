import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import type { SimulationInput } from '../sales/simulation.js';
import { MONTH_PATTERN, monthSchema, monthsBetween } from './months.js';
import { targetForMonth, type ClientTarget } from './targets.js';
import type { ConversionSlot } from './settings.js';

/** Where a month's figures came from. */
export const FIGURE_SOURCES = ['ga4', 'csv'] as const;

/** One month of a project's measured figures, stored with when and from where (decisions/0014). */
export const analyticsMonthSchema = z.object({
  month: z.string(),
  sessions: z.number().nullable(),
  cv1: z.number().nullable(),
  cv2: z.number().nullable(),
  cv3: z.number().nullable(),
  /** Contracts (GA4 transactions) and sales (GA4 purchase revenue), when the project measures them. */
  transactions: z.number().nullable(),
  revenue: z.number().nullable(),
  source: z.enum(FIGURE_SOURCES),
  fetched_at: z.string(),
  fetched_by_name: z.string().nullable(),
});
export type AnalyticsMonth = z.infer<typeof analyticsMonthSchema>;

/** A month in which a measure of the project finished verification with an adopted pattern. */
export const measureMarkSchema = z.object({
  month: z.string(),
  measure_id: z.number().int(),
  measure: z.string(),
  /** The adopted pattern's name, or null when the report adopted none yet. */
  pattern: z.string().nullable(),
});
export type MeasureMark = z.infer<typeof measureMarkSchema>;

/** GET analytics/months (project_id, from?, to?): the graph's data. Defaults: the last 12 months. */
export const analyticsMonthsQuerySchema = z.object({
  project_id: idSchema,
  from: monthSchema('開始月').optional(),
  to: monthSchema('終了月').optional(),
});
export const analyticsMonthsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(analyticsMonthSchema),
  marks: z.array(measureMarkSchema),
  /** The conversion names of the settings (CV1–3) for the legend; '' when not set. */
  cv_names: z.tuple([z.string(), z.string(), z.string()]),
  cv_slot: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  can_edit: z.boolean(),
});
export type AnalyticsMonthsResponse = z.infer<typeof analyticsMonthsResponseSchema>;

/** POST gaapis/setGAAPIData (project_id, from, to): fetch these months from GA4 and store them. */
export const fetchMonthsRequestSchema = z
  .object({ project_id: idSchema, from: monthSchema('開始月'), to: monthSchema('終了月') })
  .superRefine((value, ctx) => {
    // A month that is no month is refused on its own field: no second complaint about the order.
    if (MONTH_PATTERN.test(value.from) && MONTH_PATTERN.test(value.to) && value.from > value.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: '終了月は開始月以降の月を指定してください' });
  });
export const fetchMonthsResponseSchema = z.object({ months: z.array(analyticsMonthSchema), message: z.string() });

/** How many months one fetch may ask GA4 for. */
export const MAX_FETCH_MONTHS = 36;

/**
 * Why a fetch of from..to cannot run, or null: too long, or reaching past the current month (a
 * month not over yet would be stored as if measured — and a future one as zeros). currentMonth is
 * 'YYYY-MM' in Japan. The server refuses with it and the page disables its button with it.
 */
export function fetchPeriodProblem(
  from: string,
  to: string,
  currentMonth: string,
): { field: 'to'; message: string } | null {
  if (to > currentMonth) return { field: 'to', message: '終了月は今月以前の月を指定してください' };
  if (monthsBetween(from, to).length > MAX_FETCH_MONTHS) {
    return { field: 'to', message: `一度に取得できるのは${MAX_FETCH_MONTHS}か月分までです。期間を短くしてください` };
  }
  return null;
}

/** The conversions a month counts: one slot, or the three summed (null only when none is known). */
export function conversions(
  month: Pick<AnalyticsMonth, 'cv1' | 'cv2' | 'cv3'>,
  slot: ConversionSlot | null,
): number | null {
  if (slot) return month[`cv${slot}`];
  const known = [month.cv1, month.cv2, month.cv3].filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0);
}

/** CVR in percent (cv / sessions × 100, two decimals); null without sessions. */
export function conversionRate(cv: number | null, sessions: number | null): number | null {
  if (cv === null || !sessions) return null;
  return Math.round((cv / sessions) * 10000) / 100;
}

/** One row of the monthly graph and its table. */
export interface MonthlySeriesRow {
  month: string;
  sessions: number | null;
  cv: number | null;
  cvr: number | null;
  contracts: number | null;
  sales: number | null;
  target_cv: number | null;
  target_contracts: number | null;
  target_sales: number | null;
  /** Measures whose verification ended this month (their adopted pattern shows on the graph). */
  marks: MeasureMark[];
}

/** Every month from..to with its figures (null where none are stored), targets and measure marks. */
export function monthlySeries(input: {
  months: string[];
  figures: AnalyticsMonth[];
  targets: Pick<ClientTarget, 'start_month' | 'end_month' | 'target_cv_cnt' | 'target_contract_cnt' | 'target_sales'>[];
  marks: MeasureMark[];
  cv_slot: ConversionSlot | null;
}): MonthlySeriesRow[] {
  const byMonth = new Map(input.figures.map((figure) => [figure.month, figure]));
  return input.months.map((month) => {
    const figure = byMonth.get(month);
    const target = targetForMonth(input.targets, month);
    const cv = figure ? conversions(figure, input.cv_slot) : null;
    const sessions = figure?.sessions ?? null;
    return {
      month,
      sessions,
      cv,
      cvr: conversionRate(cv, sessions),
      contracts: figure?.transactions ?? null,
      sales: figure?.revenue ?? null,
      target_cv: target?.target_cv_cnt ?? null,
      target_contracts: target?.target_contract_cnt ?? null,
      target_sales: target?.target_sales ?? null,
      marks: input.marks.filter((mark) => mark.month === month),
    };
  });
}

/** The measured figures of a period summed, as the simulator's current record wants them. */
export interface PeriodTotals {
  months: number;
  sessions: number;
  cv: number;
  contracts: number | null;
  sales: number | null;
  /**
   * Contracts per conversion in percent, over the months that measured both (transactions may have
   * been switched on partway through a period), at most 100; null when no month measured both.
   */
  contract_rate: number | null;
  /** Sales per contract over the months that measured both; null when none did. */
  customer_avg: number | null;
}

type TotalsRow = Pick<MonthlySeriesRow, 'sessions' | 'cv' | 'contracts' | 'sales'>;

const sumOf = (values: (number | null)[]) =>
  values.some((value) => value !== null) ? values.reduce<number>((total, value) => total + (value ?? 0), 0) : null;

/** numerator / denominator summed over the rows that know both; null when none does or the denominator is 0. */
function ratioOver(
  rows: TotalsRow[],
  numerator: (row: TotalsRow) => number | null,
  denominator: (row: TotalsRow) => number | null,
) {
  const both = rows.filter((row) => numerator(row) !== null && denominator(row) !== null);
  const below = sumOf(both.map(denominator)) ?? 0;
  return below > 0 ? (sumOf(both.map(numerator)) ?? 0) / below : null;
}

export function periodTotals(rows: TotalsRow[]): PeriodTotals | null {
  const measured = rows.filter((row) => row.sessions !== null);
  if (measured.length === 0) return null;
  const contractShare = ratioOver(
    measured,
    (row) => row.contracts,
    (row) => row.cv,
  );
  return {
    months: measured.length,
    sessions: sumOf(measured.map((row) => row.sessions)) ?? 0,
    cv: sumOf(measured.map((row) => row.cv)) ?? 0,
    contracts: sumOf(measured.map((row) => row.contracts)),
    sales: sumOf(measured.map((row) => row.sales)),
    // More contracts than the chosen conversion (another path to a contract) still cannot make a rate above 100 %.
    contract_rate: contractShare === null ? null : Math.min(100, contractShare * 100),
    customer_avg: ratioOver(
      measured,
      (row) => row.sales,
      (row) => row.contracts,
    ),
  };
}

/**
 * The project simulator's two records (decisions/0014, 0021), per month:
 * current — sessions and CVR measured over the period (averaged per month), the target's contract
 * rate unless contracts were measured (contracts / cv), the customer average from sales / contracts
 * when measured, else the target's LTV; goal — the target's CV count reached at the current CVR
 * (sessions = target_cv_cnt / cvr), at the contract rate and sales per contract that take it to the
 * target row's contracts and sales (a row's typed figures need not agree with one another), else the
 * target's contract rate and LTV.
 * Every figure is exact, none rounded: the simulator shows them rounded (shownFigure), and a rounded
 * CVR or rate carried into the next step made its CV, contracts and sales disagree with the table's.
 * profit_rate is not measured: it is carried from the caller (the sales simulation's, or 100).
 */
export function projectSimulationRecords(
  totals: PeriodTotals,
  target: Pick<ClientTarget, 'ltv' | 'contract_rate' | 'target_cv_cnt' | 'target_contract_cnt' | 'target_sales'> | null,
  profitRate = 100,
): { current: SimulationInput; goal: SimulationInput | null } {
  const cvr = totals.sessions ? (totals.cv / totals.sessions) * 100 : 0;
  const contractRate = totals.contract_rate ?? target?.contract_rate ?? 0;
  const customerAvg = totals.customer_avg ?? target?.ltv ?? 0;
  const current = {
    session: totals.sessions / totals.months,
    cvr,
    contract_rate: contractRate,
    customer_avg: customerAvg,
    profit_rate: profitRate,
  };
  if (!target || target.target_cv_cnt === null || cvr === 0) return { current, goal: null };
  const cvGoal = target.target_cv_cnt;
  const contractsGoal = target.target_contract_cnt;
  return {
    current,
    goal: {
      session: cvGoal / (cvr / 100),
      cvr,
      contract_rate:
        contractsGoal !== null && cvGoal > 0 ? (contractsGoal / cvGoal) * 100 : (target.contract_rate ?? contractRate),
      customer_avg:
        target.target_sales !== null && contractsGoal
          ? target.target_sales / contractsGoal
          : (target.ltv ?? customerAvg),
      profit_rate: profitRate,
    },
  };
}

/**
 * The largest figure a month may hold: a trillion sessions or yen is beyond any client's month, so a
 * larger one is an error of the source (GA4's "1e308", a slip in a CSV), never stored.
 */
export const FIGURE_MAX = 1_000_000_000_000;

/** A month's figure worth storing: a whole number from 0 to FIGURE_MAX. */
export function isPlausibleFigure(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= FIGURE_MAX;
}
