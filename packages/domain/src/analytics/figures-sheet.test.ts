import { describe, expect, it } from 'vitest';
import type { AnalyticsMonth, MonthlySeriesRow } from './figures.js';
import { figuresSheet } from './figures-sheet.js';

const row = (month: string, extra: Partial<MonthlySeriesRow> = {}): MonthlySeriesRow => ({
  month,
  sessions: null,
  cv: null,
  cvr: null,
  contracts: null,
  sales: null,
  target_cv: null,
  target_contracts: null,
  target_sales: null,
  marks: [],
  ...extra,
});

const figure = { month: '2026-10', source: 'ga4', fetched_at: '2026-11-01T00:00:00Z' } as AnalyticsMonth;

describe('figuresSheet', () => {
  const sheet = figuresSheet(
    [
      row('2026-10', {
        sessions: 120_000,
        cv: 1_500,
        cvr: 1.25,
        contracts: 300,
        sales: 9_000_000.4,
        target_cv: 1_666.6667,
        marks: [{ month: '2026-10', measure_id: 1, measure: '送料無料の帯', pattern: 'B' }],
      }),
      row('2026-11'),
    ],
    [figure],
    (iso) => `at ${iso}`,
  );
  const column = (header: string) => sheet.columns.findIndex((c) => c.header === header);

  it('rounds as the table on screen does, and keeps the CVR a ratio for the percent format', () => {
    const first = sheet.rows[0] ?? [];
    expect(first[column('年月')]).toBe('2026年10月');
    expect(first[column('CVR')]).toBe(0.0125);
    expect(sheet.columns[column('CVR')]?.kind).toBe('percent');
    expect(first[column('売上')]).toBe(9_000_000);
    expect(first[column('目標CV')]).toBe(1_667);
    expect(first[column('検証を終えた施策')]).toBe('送料無料の帯');
    expect(first[column('取得元')]).toBe('Googleアナリティクス');
    expect(first[column('取得日時')]).toBe('at 2026-11-01T00:00:00Z');
  });

  it('leaves a month without figures empty, not zero', () => {
    expect(sheet.rows[1]?.slice(1)).toEqual(Array.from({ length: 11 }, () => null));
  });
});
