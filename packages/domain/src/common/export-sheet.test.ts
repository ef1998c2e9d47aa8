import { describe, expect, it } from 'vitest';
import { CSV_BOM } from './csv.js';
import { excelSheetNames, exportColumnWidths, exportDate, exportSheetToCsv, type ExportSheet } from './export-sheet.js';

const sheet: ExportSheet = {
  name: 'ツリー',
  columns: [
    { header: '施策' },
    { header: '期限', kind: 'date' },
    { header: '件数', kind: 'number' },
    { header: '改善率', kind: 'percent' },
  ],
  rows: [
    ['送料無料の帯', '2026-12-01', 1200, 0.125],
    ['=SUM(A1)', null, '—', 0.1 + 0.2],
  ],
};

describe('exportSheetToCsv', () => {
  it('writes the header, then each row with dates as stored and percents as Excel reads them', () => {
    expect(exportSheetToCsv(sheet)).toBe(
      `${CSV_BOM}施策,期限,件数,改善率\r\n送料無料の帯,2026-12-01,1200,12.5%\r\n'=SUM(A1),,—,30%\r\n`,
    );
  });
});

describe('exportDate', () => {
  it('reads a day as its UTC midnight, which Excel stores as a whole serial day', () => {
    expect(exportDate('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(exportDate('2026-02-28T15:00:00+09:00')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('gives null for what is not a day', () => {
    expect(exportDate(null)).toBeNull();
    expect(exportDate(20261201)).toBeNull();
    expect(exportDate('未定')).toBeNull();
  });
});

describe('exportColumnWidths', () => {
  it('counts a full-width character as two columns and fits the longest cell', () => {
    const widths = exportColumnWidths(sheet);
    // 「送料無料の帯」 is six full-width characters: twelve columns and a margin of two.
    expect(widths[0]).toBe(14);
    // A date shows as 2026/12/01: ten columns.
    expect(widths[1]).toBe(12);
    // Short columns keep a minimum width.
    expect(widths[2]).toBe(8);
  });

  it('measures a cell of several lines by its longest line and stops at a readable maximum', () => {
    const long: ExportSheet = {
      name: 'x',
      columns: [{ header: 'a' }, { header: 'b' }],
      rows: [['一行目\nとても長い二行目の文章です', 'あ'.repeat(200)]],
    };
    expect(exportColumnWidths(long)).toEqual([28, 60]);
  });
});

describe('excelSheetNames', () => {
  it('replaces the characters Excel refuses and keeps within 31 characters', () => {
    const [name] = excelSheetNames(['売上/CVR [2026年] 集計: 全体のまとめとその内訳の詳細な一覧表']);
    expect(name).toBe('売上・CVR ・2026年・ 集計・ 全体のまとめとその内訳の');
    expect(name?.length).toBe(31);
  });

  it('numbers names that Excel would see as the same, ignoring case', () => {
    expect(excelSheetNames(['KPI', 'kpi', 'KPI', ''])).toEqual(['KPI', 'kpi（2）', 'KPI（3）', 'シート']);
  });

  it('never cuts a character outside the basic plane in half', () => {
    const [name] = excelSheetNames([`${'あ'.repeat(30)}𠮷`]);
    expect(name).toBe('あ'.repeat(30));
  });
});
