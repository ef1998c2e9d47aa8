import { describe, expect, it } from 'vitest';
import type { MeasureReportSearchResult } from './search.js';
import { searchResultsSheet } from './search-sheet.js';

const result: MeasureReportSearchResult = {
  measure_id: 40,
  project_id: 2,
  company_id: 3,
  company_name: '株式会社さくら商事',
  project_name: 'EC改善',
  measure: '送料無料の帯',
  porpose: '',
  pattern: 'B',
  pattern_num: 2,
  device: 'スマホ',
  verification: 'A/Bテスト',
  start_date: '2026-10-01',
  end_date: '2026-10-31',
  cvr_increase: 12.3,
  is_show: 0,
  verdict: 'win',
  uplift: 0.041,
};

describe('searchResultsSheet', () => {
  it('writes rates as ratios for the percent format, the verdict in words and the visibility', () => {
    const [row] = searchResultsSheet([result]).rows;
    expect(row).toEqual([
      '送料無料の帯',
      null,
      '株式会社さくら商事',
      'EC改善',
      'B',
      '2026-10-01',
      '2026-10-31',
      'スマホ',
      'A/Bテスト',
      0.123,
      '勝ち',
      0.041,
      '非公開',
      40,
    ]);
  });

  it('leaves what has no readout empty', () => {
    const [row] = searchResultsSheet([{ ...result, cvr_increase: null, verdict: null, uplift: null }]).rows;
    expect([row?.[9], row?.[10], row?.[11]]).toEqual([null, null, null]);
  });
});
