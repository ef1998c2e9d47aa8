import { shownFigure, type FigureKind } from '../common/display-figures.js';
import { percentRatio, type ExportSheet, type ExportValue } from '../common/export-sheet.js';
import type { AnalyticsMonth, MonthlySeriesRow } from './figures.js';
import { monthLabel } from '../monthly-reports/template.js';

export const figureSourceLabels: Record<AnalyticsMonth['source'], string> = {
  ga4: 'Googleアナリティクス',
  csv: 'CSV取込',
};

const shown = (value: number | null, kind: FigureKind): ExportValue =>
  value === null || !Number.isFinite(value) ? null : shownFigure(value, kind);

/**
 * 月次の数値 as one sheet: each month of the period with its figures, its targets and where it came
 * from, as the table on screen rounds them — counts and yen whole, the CVR a percent of two decimals.
 * `fetchedAt` writes a moment as the screen does.
 */
export function figuresSheet(
  rows: MonthlySeriesRow[],
  figures: AnalyticsMonth[],
  fetchedAt: (iso: string) => string,
): ExportSheet {
  const stored = new Map(figures.map((figure) => [figure.month, figure]));
  return {
    name: '月次の数値',
    columns: [
      { header: '年月' },
      { header: 'セッション数', kind: 'number' },
      { header: 'CV', kind: 'number' },
      { header: 'CVR', kind: 'percent' },
      { header: '成約数', kind: 'number' },
      { header: '売上', kind: 'number' },
      { header: '目標CV', kind: 'number' },
      { header: '目標成約数', kind: 'number' },
      { header: '目標売上', kind: 'number' },
      { header: '検証を終えた施策' },
      { header: '取得元' },
      { header: '取得日時' },
    ],
    rows: rows.map((row) => {
      const figure = stored.get(row.month);
      const cvr = shown(row.cvr, 'rate');
      return [
        monthLabel(row.month),
        shown(row.sessions, 'count'),
        shown(row.cv, 'count'),
        typeof cvr === 'number' ? percentRatio(cvr) : null,
        shown(row.contracts, 'count'),
        shown(row.sales, 'yen'),
        shown(row.target_cv, 'count'),
        shown(row.target_contracts, 'count'),
        shown(row.target_sales, 'yen'),
        row.marks.map((mark) => mark.measure).join('、') || null,
        figure ? figureSourceLabels[figure.source] : null,
        figure ? fetchedAt(figure.fetched_at) : null,
      ];
    }),
  };
}
