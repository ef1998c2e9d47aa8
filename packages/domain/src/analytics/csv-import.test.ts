import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from '../common/csv.js';
import { FIGURES_CSV_HEADER, parseFiguresCsv, readMonth } from './csv-import.js';
import { analyticsMessages } from './messages.js';

const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n';
const HEADER = FIGURES_CSV_HEADER.join(',');

describe('readMonth', () => {
  it.each([
    ['2026-04', '2026-04'],
    ['2026/4', '2026-04'],
    ['2026/04/01', '2026-04'],
    ['2026年4月', '2026-04'],
    ['２０２６年１２月', '2026-12'],
    [' 2026.11 ', '2026-11'],
  ])('reads %s as %s', (text, month) => {
    expect(readMonth(text)).toBe(month);
  });

  it.each(['', '2026', '2026-13', '2026-0', '4月', '令和8年4月', 'abc'])('refuses %j', (text) => {
    expect(readMonth(text)).toBeNull();
  });
});

describe('parseFiguresCsv', () => {
  it('reads every column of the template, with a byte order mark, quoted thousands and full-width digits', () => {
    const text =
      '\uFEFF' +
      csv(HEADER, '2026-04,"1,234",12,3,,2,"150,000"', '2026/5,１２３４５,０,,,,', '2026年6月,900,9,1,1,1,50000');
    expect(parseFiguresCsv(text)).toEqual({
      rows: [
        { line: 2, month: '2026-04', sessions: 1234, cv1: 12, cv2: 3, cv3: null, transactions: 2, revenue: 150_000 },
        { line: 3, month: '2026-05', sessions: 12345, cv1: 0, cv2: null, cv3: null, transactions: null, revenue: null },
        { line: 4, month: '2026-06', sessions: 900, cv1: 9, cv2: 1, cv3: 1, transactions: 1, revenue: 50_000 },
      ],
      errors: [],
    });
  });

  it('reads English headings in any order, and only the two required columns', () => {
    expect(parseFiguresCsv(csv('Sessions,Month', '500,2026-01')).rows).toEqual([
      { line: 2, month: '2026-01', sessions: 500, cv1: null, cv2: null, cv3: null, transactions: null, revenue: null },
    ]);
  });

  it('names each required heading that is missing', () => {
    expect(parseFiguresCsv(csv('CV1,売上', '3,100')).errors).toEqual([
      { line: 1, column: '年月', value: '', message: '見出しに「年月」の列がありません' },
      { line: 1, column: 'セッション数', value: '', message: '見出しに「セッション数」の列がありません' },
    ]);
    expect(parseFiguresCsv(csv('年月,CV1', '2026-04,3')).errors.map((e) => e.column)).toEqual(['セッション数']);
  });

  it('says an empty file, a file of blank lines and a heading alone have no data rows', () => {
    const empty = { line: 1, column: '', value: '', message: analyticsMessages.csvEmpty };
    expect(parseFiguresCsv('')).toEqual({ rows: [], errors: [empty] });
    expect(parseFiguresCsv('\uFEFF\r\n\r\n')).toEqual({ rows: [], errors: [empty] });
    expect(parseFiguresCsv(csv(HEADER))).toEqual({ rows: [], errors: [{ ...empty, line: 2 }] });
  });

  it('reports a month given twice on its second line, naming the first', () => {
    const result = parseFiguresCsv(csv('年月,セッション数', '2026-04,100', '2026/4,200'));
    expect(result.rows.map((row) => row.line)).toEqual([2]);
    expect(result.errors).toEqual([
      { line: 3, column: '年月', value: '2026/4', message: '2026-04は2行目と重複しています' },
    ]);
  });

  it('reports a duplicate month even when the first line of it has another error', () => {
    const result = parseFiguresCsv(csv('年月,セッション数', '2026-04,x', '2026-04,200'));
    expect(result.rows).toEqual([]);
    expect(result.errors.map((error) => [error.line, error.column])).toEqual([
      [2, 'セッション数'],
      [3, '年月'],
    ]);
  });

  it('reports each unreadable or negative figure with its line, column as the file names it, and value', () => {
    const result = parseFiguresCsv(
      csv('月,Sessions,CV1,売上', '2026-04,100,-1,1000', '2026-05,,2,abc', '4月,100,1,1', '2026-07,10,1,1'),
    );
    expect(result.errors).toEqual([
      { line: 2, column: 'CV1', value: '-1', message: 'CV1は0以上の数値で入力してください' },
      { line: 3, column: 'Sessions', value: '', message: 'セッション数を入力してください' },
      { line: 3, column: '売上', value: 'abc', message: '売上は0以上の数値で入力してください' },
      { line: 4, column: '月', value: '4月', message: '年月は 2026-04 のように入力してください' },
    ]);
    // A row with an error is never half-taken; the good rows are still read for the preview.
    expect(result.rows.map((row) => row.month)).toEqual(['2026-07']);
  });

  it('refuses a figure that is not whole or beyond a trillion, with the reason, taking nothing of its row', () => {
    const result = parseFiguresCsv(
      csv('月,Sessions,CV1,売上', '2026-04,1e308,1,1000', '2026-05,100.5,1,1000', '2026-06,100,1,1000000000001'),
    );
    expect(result.errors).toEqual([
      { line: 2, column: 'Sessions', value: '1e308', message: 'セッション数は0以上の数値で入力してください' },
      { line: 3, column: 'Sessions', value: '100.5', message: 'セッション数は整数で入力してください' },
      { line: 4, column: '売上', value: '1000000000001', message: '売上は1兆以下で入力してください' },
    ]);
    expect(result.rows).toEqual([]);
    expect(parseFiguresCsv(csv('月,Sessions', '2026-04,1000000000000')).rows[0]?.sessions).toBe(1_000_000_000_000);
  });

  it('counts lines as the file has them: blank lines and quoted line breaks do not shift later lines', () => {
    const text = csv('年月,セッション数,CV1', '', '2026-04,100,1', '"2026-05",200,"a', 'b"', '', '2026-06,x,1');
    const result = parseFiguresCsv(text);
    expect(result.rows.map((row) => row.line)).toEqual([3]);
    expect(result.errors.map((error) => [error.line, error.column])).toEqual([
      [4, 'CV1'],
      [7, 'セッション数'],
    ]);
  });
});

describe('decodeCsvBytes', () => {
  const text = csv('年月,セッション数,CV1', '2026年4月,"1,234",髙島屋①');

  it('reads UTF-8, with or without a byte order mark', () => {
    expect(decodeCsvBytes(new TextEncoder().encode(text))).toBe(text);
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toBe(text);
  });

  it('reads Shift_JIS as Excel in Japan writes it (Windows-31J characters too)', () => {
    const bytes = new Uint8Array(iconv.encode(text, 'Shift_JIS'));
    expect(decodeCsvBytes(bytes)).toBe(text);
    const windows = new Uint8Array(iconv.encode(text, 'cp932'));
    expect(decodeCsvBytes(windows)).toBe(text);
  });

  it('turns a Shift_JIS file into the same rows as its UTF-8 twin', () => {
    const file = csv('年月,セッション数,CV1', '2026年4月,"1,234",5');
    const fromSjis = parseFiguresCsv(decodeCsvBytes(new Uint8Array(iconv.encode(file, 'Shift_JIS'))));
    expect(fromSjis).toEqual(parseFiguresCsv(file));
    expect(fromSjis.rows).toHaveLength(1);
    expect(fromSjis.rows[0]).toMatchObject({ month: '2026-04', sessions: 1234, cv1: 5 });
  });
});
