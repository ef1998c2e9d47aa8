import { formatShownFigure, monthLabel, type ClientTarget, type FigureKind, type TargetFigures } from '@kaizen/domain';

export type TargetField = keyof TargetFigures;

/** The five figures in the order the table and the dialog show them; kind: how the table shows one. */
export const TARGET_FIELDS: readonly { key: TargetField; label: string; unit: string; kind: FigureKind }[] = [
  { key: 'target_sales', label: '目標売上', unit: '円', kind: 'yen' },
  { key: 'ltv', label: 'LTV', unit: '円', kind: 'yen' },
  { key: 'contract_rate', label: '成約率', unit: '%', kind: 'rate' },
  { key: 'target_contract_cnt', label: '目標成約数', unit: '', kind: 'count' },
  { key: 'target_cv_cnt', label: '目標CV数', unit: '', kind: 'count' },
];

/** A column heading: 目標売上（円）. */
export const fieldHeading = (field: { label: string; unit: string }) =>
  field.unit ? `${field.label}（${field.unit}）` : field.label;

/** 2026年4月, or 2026年4月〜2026年9月 for a period. */
export function periodLabel(target: Pick<ClientTarget, 'start_month' | 'end_month'>): string {
  return target.start_month === target.end_month
    ? monthLabel(target.start_month)
    : `${monthLabel(target.start_month)}〜${monthLabel(target.end_month)}`;
}

/**
 * A figure as the page shows it: a count or yen whole (a derived count can be fractional: 171.85
 * contracts is shown as 172, as the simulator shows it), a rate to two decimals; '' when unknown.
 */
export function formatFigure(value: number | null, kind: FigureKind): string {
  return formatShownFigure(value, kind, '');
}

/** What the user typed of a row: the derived figures are left out, so an edit keeps them derived. */
export function typedFigures(target: ClientTarget): TargetFigures {
  const figures = {} as TargetFigures;
  for (const { key } of TARGET_FIELDS) figures[key] = target.derived.includes(key) ? null : target[key];
  return figures;
}

export const EMPTY_FIGURES: TargetFigures = {
  target_sales: null,
  ltv: null,
  contract_rate: null,
  target_contract_cnt: null,
  target_cv_cnt: null,
};

/** Rows in month order (the server's order is not promised). */
export const byStartMonth = (targets: readonly ClientTarget[]) =>
  [...targets].sort((a, b) => a.start_month.localeCompare(b.start_month) || a.end_month.localeCompare(b.end_month));
