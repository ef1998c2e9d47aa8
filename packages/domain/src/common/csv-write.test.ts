import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv } from './csv.js';

describe('toCsv', () => {
  it('starts with a BOM and ends lines with CRLF', () => {
    expect(toCsv(['KPI', '課題'], [['売上', '導線']])).toBe(`${CSV_BOM}KPI,課題\r\n売上,導線\r\n`);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['a'], [['1,000円'], ['「"改善"」'], ['一行目\n二行目']])).toBe(
      `${CSV_BOM}a\r\n"1,000円"\r\n"「""改善""」"\r\n"一行目\n二行目"\r\n`,
    );
  });

  it('writes numbers as they are and empty cells for null', () => {
    expect(toCsv(['n', 'm'], [[-5, null]])).toBe(`${CSV_BOM}n,m\r\n-5,\r\n`);
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['-1+1'], ['@SUM(A1)']])).toBe(
      `${CSV_BOM}a\r\n"'=HYPERLINK(""x"")"\r\n'-1+1\r\n'@SUM(A1)\r\n`,
    );
  });

  it('leaves a negative number written as text alone: it runs nothing', () => {
    expect(toCsv(['-1.10', '-5'], [['-0.5', '-3e2']])).toBe(`${CSV_BOM}-1.10,-5\r\n-0.5,'-3e2\r\n`);
  });
});
