import type { ReportBaseData, ReportPattern } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { adoptedPatternLabel, basePath, figureText, masterName, periodText } from './report-format';

const pattern = (n: number, name: string, is_adopt: 0 | 1 = 0): ReportPattern => ({
  id: n,
  measure_id: 1,
  pattern: n,
  name,
  good: '',
  bad: '',
  is_adopt,
  data: [],
  users: null,
  conversions: null,
  value_sum: null,
  value_sum_squares: null,
  planned_share: null,
});

const base: ReportBaseData = {
  project_id: 1,
  basis: '',
  basis_image: null,
  kpi: 'CVRを2%にする',
  project_kpi_id: 1,
  task: 'カート離脱',
  task_id: 2,
  factor: '送料',
  factor_id: 3,
  hypothesis: '送料を先に見せる',
  hypothesis_id: 4,
  measure: '送料表示',
  measure_status: 1,
  measure_status_class: 'not',
  measure_is_show: 1,
  verification_start_date: null,
  verification_end_date: null,
};

describe('report-format', () => {
  it('names master ids, and nothing for unset or removed ones', () => {
    const items = [{ id: 0, name: 'ABテスト', class: null, index_num: 1, locked: true }];
    expect(masterName(items, 0)).toBe('ABテスト');
    expect(masterName(items, null)).toBe('');
    expect(masterName(items, 9)).toBe('');
  });

  it('shows the period with its inclusive day count', () => {
    expect(periodText('2026-05-01', '2026-05-14', 14)).toBe('2026/05/01 〜 2026/05/14（14日間）');
    expect(periodText(null, '2026-05-14', null)).toBe('');
  });

  it('formats figures with thousands separators and a unit', () => {
    expect(figureText(1234567)).toBe('1,234,567');
    expect(figureText(1.25, '%')).toBe('1.25%');
    expect(figureText(null, '%')).toBe('');
  });

  it('builds the path from KPI to measure, without KPI for a non-KPI task', () => {
    expect(basePath(base).map((s) => s.label)).toEqual(['KPI', '課題', '要因', '仮説', '施策']);
    expect(basePath({ ...base, kpi: null }).map((s) => s.title)).toEqual([
      'カート離脱',
      '送料',
      '送料を先に見せる',
      '送料表示',
    ]);
  });

  it('names the adopted pattern, by number when it has no name', () => {
    expect(adoptedPatternLabel([pattern(1, 'A案'), pattern(2, '', 1)])).toBe('パターン2');
    expect(adoptedPatternLabel([pattern(1, 'A案', 1)])).toBe('A案');
    expect(adoptedPatternLabel([pattern(1, 'A案')])).toBeNull();
  });
});
