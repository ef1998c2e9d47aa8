import { describe, expect, it } from 'vitest';
import { parseResultsCsv, RESULTS_CSV_HEADER, resultsRequestOf } from './results-csv.js';

const patterns = [
  { pattern: 1, name: '現行（グレーのボタン）' },
  { pattern: 2, name: '赤いボタン' },
  { pattern: 3, name: '' },
];

describe('parseResultsCsv', () => {
  it('reads the template’s columns with commas, full-width digits and a byte order mark', () => {
    const text = `\uFEFF${RESULTS_CSV_HEADER.join(',')}\n1,"24,050",289,"1,234,567",98765432100\nパターン２,２４１５０,３９８,,\n`;
    const { rows, errors } = parseResultsCsv(text, patterns);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        pattern: 1,
        label: '現行（グレーのボタン）',
        users: 24_050,
        conversions: 289,
        value_sum: 1_234_567,
        value_sum_squares: 98_765_432_100,
      },
      {
        line: 3,
        pattern: 2,
        label: '赤いボタン',
        users: 24_150,
        conversions: 398,
        value_sum: null,
        value_sum_squares: null,
      },
    ]);
  });

  it('takes the API’s field names as headings, a pattern by its name, and leaves absent value columns out', () => {
    const { rows, errors } = parseResultsCsv('conversions,users,pattern\n35,"2,140",赤いボタン\n12,900,3\n', patterns);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 2, pattern: 2, label: '赤いボタン', users: 2_140, conversions: 35 },
      { line: 3, pattern: 3, label: 'パターン3', users: 900, conversions: 12 },
    ]);
    expect(resultsRequestOf(7, rows)).toEqual({
      measure_id: 7,
      patterns: [
        { pattern: 2, users: 2_140, conversions: 35 },
        { pattern: 3, users: 900, conversions: 12 },
      ],
    });
  });

  it('names each required heading that is missing, and says when there are no data rows', () => {
    expect(parseResultsCsv('パターン,売上合計\n1,100\n', patterns).errors).toEqual([
      { line: 1, column: '訪問数', value: '', message: '見出しに「訪問数」の列がありません' },
      { line: 1, column: 'CV数', value: '', message: '見出しに「CV数」の列がありません' },
    ]);
    expect(parseResultsCsv('パターン,訪問数,CV数\n\n', patterns).errors).toEqual([
      { line: 2, column: '', value: '', message: 'CSVにデータの行がありません' },
    ]);
    expect(parseResultsCsv('', patterns).errors[0]?.message).toBe('CSVにデータの行がありません');
  });

  it('reports every bad row with its line, column as the file names it, and value, taking none of it', () => {
    const text = [
      'パターン,訪問数,CV数,売上合計,売上の二乗和',
      '1,1000,10,,',
      '12,1000,10,,',
      '青いボタン,1000,10,,',
      '1,1000,10,,',
      '2,千,10,,',
      '3,1000,1001,,',
      '4,1000.5,10,,',
      '5,-5,0,,',
      '6,1000,,,',
      '7,1000,10,500,',
      '8,100,10,1000,10',
    ].join('\n');
    // Ten patterns, so that each bad row names a pattern of its own.
    const ten = Array.from({ length: 10 }, (_, i) => ({ pattern: i + 1, name: '' }));
    const { rows, errors } = parseResultsCsv(text, ten);
    expect(rows.map((r) => r.line)).toEqual([2]);
    expect(errors).toEqual([
      { line: 3, column: 'パターン', value: '12', message: '「12」というパターンはこのレポートにありません' },
      {
        line: 4,
        column: 'パターン',
        value: '青いボタン',
        message: '「青いボタン」というパターンはこのレポートにありません',
      },
      { line: 5, column: 'パターン', value: '1', message: 'パターン1は2行目と重複しています' },
      { line: 6, column: '訪問数', value: '千', message: '訪問数は数値で入力してください' },
      { line: 7, column: 'CV数', value: '1001', message: 'CV数は訪問数以下で入力してください' },
      {
        line: 8,
        column: '訪問数',
        value: '1000.5',
        message: '訪問数は0以上10,000,000,000以下の整数で入力してください',
      },
      { line: 9, column: '訪問数', value: '-5', message: '訪問数は0以上10,000,000,000以下の整数で入力してください' },
      { line: 10, column: 'CV数', value: '', message: 'CV数を入力してください' },
      {
        line: 11,
        column: '売上の二乗和',
        value: '',
        message: '売上合計と売上の二乗和は両方入力するか、両方空にしてください',
      },
      {
        line: 12,
        column: '売上の二乗和',
        value: '10',
        message: '売上の二乗和が売上合計と訪問数に対して小さすぎます',
      },
    ]);
  });

  it('counts lines as the file has them: blank lines and quoted line breaks do not shift later lines', () => {
    const text = 'パターン,訪問数,CV数\n\n"青い\nボタン",100,1\n2,x,1\n';
    expect(parseResultsCsv(text, patterns).errors).toEqual([
      {
        line: 3,
        column: 'パターン',
        value: '青い\nボタン',
        message: '「青い\nボタン」というパターンはこのレポートにありません',
      },
      { line: 5, column: '訪問数', value: 'x', message: '訪問数は数値で入力してください' },
    ]);
  });
});
