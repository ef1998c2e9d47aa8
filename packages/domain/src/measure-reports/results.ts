import { outOfRangeReason, plausibleRanges, type NumberRange } from '../common/plausible-ranges.js';

/** The unit a report's 現状値 and 目標値 carry: what the improvement indicator (改善指標) measures. */
export type IndicatorUnit = '%' | '秒' | '件' | '円' | '';

/**
 * The unit an improvement indicator implies, read from its name as a person reads it (decisions/0020):
 * a rate (率, CVR, CTR) is %, a time 秒, a count (数, 件) 件, an amount (売上, 単価, 額, 円) 円. The name, not
 * the id, so an indicator an administrator adds or renames gets the unit its name says. Rates come first:
 * 成約率 is a rate, not an amount.
 */
export function indicatorUnit(name: string | null | undefined): IndicatorUnit {
  if (!name) return '';
  if (/率|CVR|CTR|[%％]/i.test(name)) return '%';
  if (/時間|秒/.test(name)) return '秒';
  if (/数|件/.test(name)) return '件';
  if (/売上|単価|額|円|費|利益/.test(name)) return '円';
  return '';
}

/** The report figures whose unit does not depend on the indicator: 見込み is an amount, セッション数 a count. */
export const reportFigureUnits = { estimate: '円', cvr_increase: '%', session_num: '件' } as const;

/**
 * CVR上昇率: how far 目標値 is above 現状値, in % of 現状値, to one decimal — 1.2 → 1.6 is 33.3, 68 → 80 is
 * 17.6. Null while either is missing, or when 現状値 is not above 0 (no rise can be measured from it).
 */
export function cvrIncrease(current: number | null, goal: number | null): number | null {
  if (current === null || goal === null || !(current > 0)) return null;
  return Math.round(((goal - current) / current) * 1000) / 10;
}

/** The range 現状値 and 目標値 may take for the indicator's unit; null when the unit sets none (the schema's bounds apply). */
export function indicatorRange(unit: IndicatorUnit): NumberRange | null {
  if (unit === '%') return plausibleRanges.percent;
  if (unit === '円') return plausibleRanges.yen;
  if (unit === '件') return plausibleRanges.sessions;
  return null;
}

export const indicatorFigureLabels = { current_improvement: '現状値', porpose_improvement: '目標値' } as const;
type IndicatorFigure = keyof typeof indicatorFigureLabels;

/** 現状値 and 目標値 outside what the indicator allows (a rate above 100 %), each with its reason. */
export function indicatorFigureIssues(
  unit: IndicatorUnit,
  values: Partial<Record<IndicatorFigure, number | null>>,
): { field: IndicatorFigure; message: string }[] {
  const range = indicatorRange(unit);
  if (range === null) return [];
  return (Object.keys(indicatorFigureLabels) as IndicatorFigure[]).flatMap((field) => {
    const message = outOfRangeReason(indicatorFigureLabels[field], range, values[field] ?? null);
    return message === null ? [] : [{ field, message }];
  });
}
