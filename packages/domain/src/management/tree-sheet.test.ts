import { describe, expect, it } from 'vitest';
import { exportSheetToCsv } from '../common/export-sheet.js';
import { factorNode, hypothesisNode, kpiNode, measureNode, taskNode, workNode } from '../testing/tree-builders.js';
import { managementsFixture } from '../testing/management-masters.js';
import { treeSheet } from './tree-sheet.js';

const masters = managementsFixture;

const people: Record<number, string> = { 7: '佐藤 花子', 8: '鈴木 一郎' };

const tree = {
  kpi_array: [
    kpiNode(
      1,
      [
        taskNode(
          10,
          [
            factorNode(20, [
              hypothesisNode(
                30,
                [
                  measureNode(40, {
                    title: '送料無料の帯',
                    status: 5,
                    expected_uplift: 12.5,
                    verification: 1,
                    verification_start_date: '2026-12-01',
                    verification_end_date: '2026-12-31',
                    assignees: [7, 8, 99],
                  }),
                ],
                [workNode(50, { deadLine: '2026-11-30' })],
                { category: 3 },
              ),
            ]),
          ],
          { status: 2, deadLine: '2026-12-15', assignees: [8] },
        ),
      ],
      { title: '購入率', current: { text: '1.2%' }, status: 1 },
    ),
  ],
  non_kpi_task: [taskNode(11, [], { is_non_kpi: 1, title: '社内の体制づくり' })],
};

describe('treeSheet', () => {
  const sheet = treeSheet(tree, masters, (id) => people[id]);
  const column = (header: string) => sheet.columns.findIndex((c) => c.header === header);
  const cell = (row: number, header: string) => sheet.rows[row]?.[column(header)];

  it('has a row per path of the flat table, KPI rows before non-KPI ones', () => {
    expect(sheet.rows.map((row) => row[0])).toEqual(['KPI', '非KPI']);
    expect(cell(1, '課題')).toBe('社内の体制づくり');
    expect(cell(1, 'KPI')).toBeNull();
  });

  it('names masters, joins the 担当者 it knows, and keeps dates as days and the uplift as a ratio', () => {
    expect(cell(0, 'KPIステータス')).toBe('未着手');
    expect(cell(0, '課題ステータス')).toBe('着手中');
    expect(cell(0, '施策ステータス')).toBe('検証中');
    expect(cell(0, 'カテゴリー')).toBe('UI改善');
    expect(cell(0, '検証方法')).toBe('A/Bテスト');
    expect(cell(0, '施策担当者')).toBe('佐藤 花子、鈴木 一郎');
    expect(cell(0, '課題担当者')).toBe('鈴木 一郎');
    expect(cell(0, 'KPI担当者')).toBe('');
    expect(cell(0, '課題期限')).toBe('2026-12-15');
    expect(cell(0, '見込み上昇率')).toBe(0.125);
    expect(sheet.columns[column('検証開始日')]?.kind).toBe('date');
    expect(sheet.columns[column('見込み上昇率')]?.kind).toBe('percent');
  });

  it('ends with the ids a later import matches rows by', () => {
    expect(sheet.columns.slice(-6).map((c) => c.header)).toEqual([
      'KPI ID',
      '課題ID',
      '要因ID',
      '仮説ID',
      '施策ID',
      '作業ID',
    ]);
    expect(sheet.rows[0]?.slice(-6)).toEqual([1, 10, 20, 30, 40, 50]);
    expect(sheet.rows[1]?.slice(-6)).toEqual([null, 11, null, null, null, null]);
  });

  it('every row is as wide as the header', () => {
    for (const row of sheet.rows) expect(row).toHaveLength(sheet.columns.length);
  });

  it('writes CSV that starts like the flat table', () => {
    expect(exportSheetToCsv(sheet)).toMatch(/^\uFEFF区分,KPI,現状,KPIステータス,KPI期限,KPI担当者,課題,/);
  });
});
