import { CSV_BOM, monthlySeries, parseFiguresCsv, type AnalyticsMonth } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import {
  chartPoints,
  currentMonthInJapan,
  cvDescription,
  figureText,
  figuresTemplateCsv,
  formatMonth,
  hasAny,
  lastMonths,
  markText,
  rateText,
} from './figures-format';
import { analyticsMonthOf } from '@kaizen/domain/testing';

const month = (values: Partial<AnalyticsMonth> & { month: string }): AnalyticsMonth =>
  analyticsMonthOf(values.month, values);

describe('figures formats', () => {
  it('names months as the page does', () => {
    expect(formatMonth('2026-05')).toBe('2026年5月');
    expect(formatMonth('2026-12')).toBe('2026年12月');
  });

  it('names the chart axis months as the table does', () => {
    const rows = monthlySeries({ months: ['2026-05'], figures: [], targets: [], marks: [], cv_slot: null });
    expect(chartPoints(rows).map((point) => point.month)).toEqual(['2026年5月']);
  });

  it('takes the last twelve months up to this one, across a year end', () => {
    expect(lastMonths(new Date('2026-11-24T03:00:00Z'))).toEqual({ from: '2025-12', to: '2026-11' });
    expect(lastMonths(new Date('2026-01-05T03:00:00Z'), 3)).toEqual({ from: '2025-11', to: '2026-01' });
  });

  it('counts this month in Japan, whatever the time zone of the browser', () => {
    // 2026-11-30 16:00 UTC is already 12月1日 01:00 in Japan (and still November in the UTC or US zones).
    expect(currentMonthInJapan(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(currentMonthInJapan(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11');
    expect(lastMonths(new Date('2026-12-31T15:30:00Z'), 2)).toEqual({ from: '2026-12', to: '2027-01' });
  });

  it('writes figures with separators, rates with two decimals, and — for none', () => {
    expect(figureText(1234567)).toBe('1,234,567');
    expect(figureText(12.3456)).toBe('12.35');
    expect(figureText(0)).toBe('0');
    expect(figureText(null)).toBe('—');
    expect(rateText(2.5)).toBe('2.50%');
    expect(rateText(null)).toBe('—');
  });

  it('names a marked month with the measure and its adopted pattern', () => {
    expect(markText({ month: '2026-05', measure_id: 3, measure: '送料を先に表示', pattern: 'パターンB' })).toBe(
      '2026年5月 送料を先に表示（採用: パターンB）',
    );
    expect(markText({ month: '2026-06', measure_id: 4, measure: 'FV変更', pattern: null })).toBe(
      '2026年6月 FV変更（採用パターン未定）',
    );
  });

  it('says which conversion the CV counts', () => {
    expect(cvDescription(null, ['', '', ''])).toBe('CVはCV1〜CV3の合計、CVRはCV ÷ セッション数です。');
    expect(cvDescription(2, ['購入', '問い合わせ', ''])).toBe('CVはCV2（問い合わせ）、CVRはCV ÷ セッション数です。');
    expect(cvDescription(3, ['購入', '問い合わせ', ''])).toBe('CVはCV3、CVRはCV ÷ セッション数です。');
  });

  it('gives a template that has the headings the import reads, with a BOM for Excel', () => {
    const csv = figuresTemplateCsv();
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}年月,セッション数,CV1,CV2,CV3,成約数,売上\r\n`);
    // Filled in, it reads back without a heading error.
    expect(parseFiguresCsv(`${csv}2026-04,100,1,,,,\r\n`).errors).toEqual([]);
  });

  it('turns the domain rows into chart points named as the legends, and knows when a chart has nothing', () => {
    const rows = monthlySeries({
      months: ['2026-04', '2026-05'],
      figures: [month({ month: '2026-04', sessions: 1000, cv1: 20, transactions: 2 })],
      targets: [
        {
          start_month: '2026-04',
          end_month: '2026-05',
          target_cv_cnt: 30,
          target_contract_cnt: null,
          target_sales: null,
        },
      ],
      marks: [],
      cv_slot: null,
    });
    expect(chartPoints(rows)).toEqual([
      {
        month: '2026年4月',
        セッション数: 1000,
        CV: 20,
        目標CV: 30,
        CVR: 2,
        成約数: 2,
        目標成約数: null,
        売上: null,
        目標売上: null,
      },
      {
        month: '2026年5月',
        セッション数: null,
        CV: null,
        目標CV: 30,
        CVR: null,
        成約数: null,
        目標成約数: null,
        売上: null,
        目標売上: null,
      },
    ]);
    expect(hasAny(rows, ['contracts', 'target_contracts'])).toBe(true);
    expect(hasAny(rows, ['sales', 'target_sales'])).toBe(false);
  });
});
