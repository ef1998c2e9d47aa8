import type { ExportSheet } from '../common/export-sheet.js';
import type { MeasureStats } from './stats-schemas.js';
import { verdictLabels } from './statistics/verdict-text.js';

/**
 * 検証結果's table as one sheet: each pattern's counts, CVR and its figures against the control, as
 * ratios Excel shows as percents and the interval as its two ends (the control's are empty); 判定, on
 * the control's row, is the measure's. The numbers are the readout's own, unrounded: the screen rounds them for reading.
 */
export function verificationSheet(
  stats: MeasureStats,
  labelOf: (pattern: number) => string,
  intervalName: string,
): ExportSheet {
  return {
    name: '検証結果',
    columns: [
      { header: 'パターン' },
      { header: '元案' },
      { header: '訪問数', kind: 'number' },
      { header: 'CV数', kind: 'number' },
      { header: 'CVR', kind: 'percent' },
      { header: '改善率', kind: 'percent' },
      { header: `${intervalName}（下限）`, kind: 'percent' },
      { header: `${intervalName}（上限）`, kind: 'percent' },
      { header: '勝率', kind: 'percent' },
      { header: 'p値', kind: 'number' },
      { header: '補正後p値', kind: 'number' },
      { header: '最良の確率', kind: 'percent' },
      { header: '判定' },
    ],
    rows: stats.patterns.map((p) => {
      const control = p.pattern === stats.control_pattern;
      return [
        labelOf(p.pattern),
        control ? '元案' : null,
        p.users,
        p.conversions,
        p.cvr,
        p.uplift,
        p.uplift_ci?.[0] ?? null,
        p.uplift_ci?.[1] ?? null,
        p.chance_to_win,
        p.p_value,
        p.p_value_adjusted,
        p.prob_best,
        control ? verdictLabels[stats.verdict] : null,
      ];
    }),
  };
}
