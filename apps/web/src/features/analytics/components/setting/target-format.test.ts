import type { ClientTarget } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { byStartMonth, fieldHeading, formatFigure, periodLabel, TARGET_FIELDS, typedFigures } from './target-format';

const row = (over: Partial<ClientTarget>): ClientTarget => ({
  id: 1,
  project_id: 3,
  start_month: '2026-04',
  end_month: '2026-04',
  target_sales: 3_000_000,
  ltv: 30_000,
  contract_rate: 20,
  target_contract_cnt: 100,
  target_cv_cnt: 500,
  derived: ['target_contract_cnt', 'target_cv_cnt'],
  updated_at: '2026-04-01T00:00:00.000Z',
  ...over,
});

describe('target rows on the page', () => {
  it('names a month or a period in Japanese', () => {
    expect(periodLabel(row({}))).toBe('2026年4月');
    expect(periodLabel(row({ end_month: '2026-09' }))).toBe('2026年4月〜2026年9月');
    expect(periodLabel(row({ start_month: '2026-11', end_month: '2027-01' }))).toBe('2026年11月〜2027年1月');
  });

  it('shows figures with thousands separators, rates to two decimals, counts and yen whole', () => {
    expect(formatFigure(3_000_000, 'yen')).toBe('3,000,000');
    expect(formatFigure(33.333333, 'rate')).toBe('33.33');
    expect(formatFigure(12.5, 'rate')).toBe('12.5');
    expect(formatFigure(171.85, 'count')).toBe('172');
    expect(formatFigure(2_062_199.9999999998, 'yen')).toBe('2,062,200');
    expect(formatFigure(null, 'count')).toBe('');
  });

  it('heads each column with its unit', () => {
    expect(TARGET_FIELDS.map(fieldHeading)).toEqual([
      '目標売上（円）',
      'LTV（円）',
      '成約率（%）',
      '目標成約数',
      '目標CV数',
    ]);
  });

  it('edits only what was typed: derived figures start empty so they stay derived', () => {
    expect(typedFigures(row({}))).toEqual({
      target_sales: 3_000_000,
      ltv: 30_000,
      contract_rate: 20,
      target_contract_cnt: null,
      target_cv_cnt: null,
    });
  });

  it('orders rows by their months', () => {
    const rows = [
      row({ id: 1, start_month: '2026-07', end_month: '2026-07' }),
      row({ id: 2, start_month: '2025-12', end_month: '2026-03' }),
      row({ id: 3, start_month: '2026-04', end_month: '2026-06' }),
    ];
    expect(byStartMonth(rows).map((r) => r.id)).toEqual([2, 3, 1]);
  });
});
