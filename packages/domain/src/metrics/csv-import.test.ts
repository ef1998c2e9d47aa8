import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from '../common/csv.js';
import { METRIC_CSV_HEADER, METRIC_CSV_MAX_MONTHS, metricCsvMessages, parseMetricCsv } from './csv-import.js';

const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n';

describe('parseMetricCsv', () => {
  it('reads the template with a byte order mark: months in every form, values as people type them', () => {
    const text =
      '\uFEFF' +
      csv(
        METRIC_CSV_HEADER.join(','),
        '2026-04,"1,234"',
        '2026/5,１２３',
        '2026年6月,12.5%',
        '2026/07/01,-40',
        '２０２６年８月,"¥150,000"',
        '2026.9,0',
      );
    expect(parseMetricCsv(text)).toEqual({
      rows: [
        { line: 2, month: '2026-04', value: 1234 },
        { line: 3, month: '2026-05', value: 123 },
        { line: 4, month: '2026-06', value: 12.5 },
        { line: 5, month: '2026-07', value: -40 },
        { line: 6, month: '2026-08', value: 150_000 },
        { line: 7, month: '2026-09', value: 0 },
      ],
      errors: [],
    });
  });

  it.each([
    ['年月,値', 0],
    ['月,実績', 0],
    ['Month, Value ', 0],
    ['メモ,実績,年月', 1],
  ])('finds the columns under the heading %j', (heading, monthIndex) => {
    const row = monthIndex === 0 ? '2026-04,5' : 'x,5,2026-04';
    expect(parseMetricCsv(csv(heading, row)).rows).toEqual([{ line: 2, month: '2026-04', value: 5 }]);
  });

  it('reads a Shift_JIS file as Excel in Japan writes it', () => {
    const bytes = iconv.encode(csv('年月,実績', '2026年4月,"1,000"'), 'Shift_JIS');
    expect(parseMetricCsv(decodeCsvBytes(bytes))).toEqual({
      rows: [{ line: 2, month: '2026-04', value: 1000 }],
      errors: [],
    });
  });

  it('names every refused row with its line, column as the file writes it, value and reason', () => {
    const text = csv(
      '年月,実績',
      '2026-04,10',
      '2026-13,5',
      '2026-05,abc',
      '2026-06,',
      '2026-07,20000000000000',
      '2026/4,7',
      '',
      '4月,x',
      '2026-08,"-10,000,000,000,001"',
    );
    expect(parseMetricCsv(text)).toEqual({
      rows: [{ line: 2, month: '2026-04', value: 10 }],
      errors: [
        { line: 3, column: '年月', value: '2026-13', message: '年月は 2026-04 のように入力してください' },
        { line: 4, column: '実績', value: 'abc', message: '値は数値で入力してください' },
        { line: 5, column: '実績', value: '', message: '値を入力してください' },
        {
          line: 6,
          column: '実績',
          value: '20000000000000',
          message: '値は-10,000,000,000,000から10,000,000,000,000の間で入力してください',
        },
        { line: 7, column: '年月', value: '2026/4', message: '2026-04は2行目と重複しています' },
        // The blank line 8 is skipped but still counted.
        { line: 9, column: '年月', value: '4月', message: '年月は 2026-04 のように入力してください' },
        { line: 9, column: '実績', value: 'x', message: '値は数値で入力してください' },
        {
          line: 10,
          column: '実績',
          value: '-10,000,000,000,001',
          message: '値は-10,000,000,000,000から10,000,000,000,000の間で入力してください',
        },
      ],
    });
  });

  it('reports a month repeated after a row whose value was wrong, on its second line', () => {
    expect(parseMetricCsv(csv('年月,値', '2026-04,abc', '2026-04,3')).errors).toEqual([
      { line: 2, column: '値', value: 'abc', message: '値は数値で入力してください' },
      { line: 3, column: '年月', value: '2026-04', message: '2026-04は2行目と重複しています' },
    ]);
  });

  it('refuses a file without the required headings, naming each', () => {
    expect(parseMetricCsv(csv('日付,件数', '2026-04,3'))).toEqual({
      rows: [],
      errors: [
        { line: 1, column: '年月', value: '', message: '見出しに「年月」の列がありません' },
        { line: 1, column: '値', value: '', message: '見出しに「値」の列がありません' },
      ],
    });
  });

  it('refuses an empty file and a heading with no rows', () => {
    expect(parseMetricCsv('')).toEqual({
      rows: [],
      errors: [{ line: 1, column: '', value: '', message: metricCsvMessages.empty }],
    });
    expect(parseMetricCsv(csv('年月,値', '', ''))).toEqual({
      rows: [],
      errors: [{ line: 2, column: '', value: '', message: metricCsvMessages.empty }],
    });
  });

  it(`refuses more than ${METRIC_CSV_MAX_MONTHS} months on the first line past the limit`, () => {
    const months = Array.from({ length: METRIC_CSV_MAX_MONTHS + 1 }, (_, i) => {
      const year = 2000 + Math.floor(i / 12);
      return `${year}-${String((i % 12) + 1).padStart(2, '0')},${i}`;
    });
    const result = parseMetricCsv(csv('年月,値', ...months));
    expect(result.rows).toHaveLength(METRIC_CSV_MAX_MONTHS + 1);
    expect(result.errors).toEqual([
      { line: METRIC_CSV_MAX_MONTHS + 2, column: '', value: '', message: metricCsvMessages.tooMany },
    ]);
    expect(parseMetricCsv(csv('年月,値', ...months.slice(0, -1))).errors).toEqual([]);
  });
});
