import { percentRatio, type ExportSheet } from '../common/export-sheet.js';
import type { MeasureReportSearchResult } from './search.js';
import { verdictLabels } from './statistics/verdict-text.js';

/**
 * 施策レポート検索's results as one sheet (staff only, as the page): the order the search gave, the
 * CVR上昇率 and 改善率 as percents, 判定 in words, and whether the report is shown to the client.
 */
export function searchResultsSheet(results: MeasureReportSearchResult[]): ExportSheet {
  return {
    name: '施策レポート検索',
    columns: [
      { header: '施策' },
      { header: '目的' },
      { header: '会社' },
      { header: 'プロジェクト' },
      { header: '採用パターン' },
      { header: '開始日', kind: 'date' },
      { header: '終了日', kind: 'date' },
      { header: 'デバイス' },
      { header: '検証方法' },
      { header: 'CVR上昇率', kind: 'percent' },
      { header: '判定' },
      { header: '改善率', kind: 'percent' },
      { header: '公開' },
      { header: '施策ID', kind: 'number' },
    ],
    rows: results.map((row) => [
      row.measure,
      row.porpose || null,
      row.company_name,
      row.project_name,
      row.pattern,
      row.start_date,
      row.end_date,
      row.device,
      row.verification,
      row.cvr_increase === null ? null : percentRatio(row.cvr_increase),
      row.verdict === null ? null : verdictLabels[row.verdict],
      row.uplift,
      row.is_show === 1 ? '公開' : '非公開',
      row.measure_id,
    ]),
  };
}
