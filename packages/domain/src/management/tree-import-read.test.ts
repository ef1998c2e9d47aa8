import { describe, expect, it } from 'vitest';
import { csvRecords, toCsv } from '../common/csv.js';
import { exportSheetToCsv } from '../common/export-sheet.js';
import { factorNode, hypothesisNode, kpiNode, measureNode, taskNode, workNode } from '../testing/tree-builders.js';
import { managementsFixture } from '../testing/management-masters.js';
import { importDay, readTreeRows, treeImportMessages } from './tree-import-read.js';
import type { ImportPerson } from './tree-import-types.js';
import { treeSheet } from './tree-sheet.js';

const masters = managementsFixture;

const people: ImportPerson[] = [
  { id: 7, account: 'sato', name: '佐藤 花子' },
  { id: 8, account: 'suzuki', name: '鈴木 一郎' },
  { id: 9, account: 'suzuki2', name: '鈴木 一郎' },
];

/** The file's records, as the server hands them over: the heading, then the rows. */
const recordsOf = (header: string[], rows: string[][]) => csvRecords(toCsv(header, rows));

describe('readTreeRows', () => {
  it('reads back the tree it downloaded, every field of every level', () => {
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
                        importance: 0,
                        urgency: 2,
                        rank: 'B',
                        expected_uplift: 12.5,
                        verification: 1,
                        verification_start_date: '2026-12-01',
                        verification_end_date: '2026-12-31',
                        assignees: [7],
                        is_show: 0,
                      }),
                    ],
                    [workNode(50, { deadLine: '2026-11-30', assignees: [7] })],
                    { category: 3 },
                  ),
                ]),
              ],
              { status: 2, deadLine: '2026-12-15' },
            ),
          ],
          { title: '購入率', current: { text: '1.2%' }, status: 1 },
        ),
      ],
      non_kpi_task: [taskNode(11, [], { is_non_kpi: 1, title: '社内の体制づくり' })],
    };
    const csv = exportSheetToCsv(treeSheet(tree, masters, (id) => people.find((p) => p.id === id)?.name));
    const { rows, errors } = readTreeRows(csvRecords(csv), masters, people);
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(first?.nonKpi).toBe(false);
    expect(first?.kpi).toEqual({
      id: 1,
      title: '購入率',
      fields: { current: '1.2%', status: 1, deadLine: null, assignees: [] },
    });
    expect(first?.task).toEqual({
      id: 10,
      title: '課題10',
      fields: { status: 2, deadLine: '2026-12-15', assignees: [] },
    });
    expect(first?.hypothesis?.fields).toEqual({ category: 3 });
    expect(first?.measure).toEqual({
      id: 40,
      title: '送料無料の帯',
      fields: {
        status: 5,
        importance: 0,
        urgency: 2,
        rank: 'B',
        priority: null,
        verification: 1,
        verification_start_date: '2026-12-01',
        verification_end_date: '2026-12-31',
        expected_uplift: 12.5,
        deadLine: null,
        assignees: [7],
        is_show: 0,
      },
    });
    expect(first?.work).toEqual({ id: 50, title: '作業50', fields: { deadLine: '2026-11-30', assignees: [7] } });
    expect(second).toMatchObject({ nonKpi: true, task: { id: 11, title: '社内の体制づくり' } });
    expect(second?.kpi).toBeUndefined();
  });

  it('leaves out the fields of columns the file lacks, and reads a hand-written file without ids', () => {
    const { rows, errors } = readTreeRows(
      recordsOf(
        ['KPI', '課題', '施策', '仮説', '要因'],
        [['購入率', 'カート離脱', '送料を先に表示', '送料が不安', '送料']],
      ),
      masters,
      people,
    );
    expect(errors).toEqual([]);
    expect(rows[0]?.kpi).toEqual({ id: null, title: '購入率', fields: {} });
    expect(rows[0]?.measure).toEqual({ id: null, title: '送料を先に表示', fields: {} });
  });

  it('names each refused cell with its line, column, value and reason, and keeps the row out', () => {
    const { rows, errors } = readTreeRows(
      recordsOf(
        [
          'KPI',
          'KPIステータス',
          '課題',
          '課題期限',
          '施策担当者',
          '見込み上昇率',
          'ランク',
          '表示',
          '施策',
          '仮説',
          '要因',
        ],
        [
          ['購入率', '保留', 'カート離脱', '2026/02/30', '鈴木 一郎', '2000%', 'S', '公開', '帯', '仮説', '要因'],
          ['購入率', '未着手', 'カート離脱', '2026/2/3', 'sato、鈴木', '12.5%', 'a', '表示', '帯', '仮説', '要因'],
        ],
      ),
      masters,
      people,
    );
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 2, column: 'KPIステータス', value: '保留', message: '「保留」はKPIステータスにありません' },
      { line: 2, column: '課題期限', value: '2026/02/30', message: treeImportMessages.date },
      {
        line: 2,
        column: '施策担当者',
        value: '鈴木 一郎',
        message: '「鈴木 一郎」という名前の人が複数います。アカウントで指定してください',
      },
      {
        line: 2,
        column: '見込み上昇率',
        value: '2000%',
        message: '見込み上昇率は−100より大きく1000以下の数値で入力してください',
      },
      { line: 2, column: 'ランク', value: 'S', message: treeImportMessages.rank },
      { line: 2, column: '表示', value: '公開', message: treeImportMessages.isShow },
      {
        line: 3,
        column: '施策担当者',
        value: 'sato、鈴木',
        message: '「鈴木」はこのプロジェクトの担当者に選べる人にいません',
      },
    ]);
  });

  it('refuses a level without the one above it, and a KPI on a non-KPI row', () => {
    const { errors } = readTreeRows(
      recordsOf(
        ['区分', 'KPI', '課題', '要因', '仮説', '施策', '作業'],
        [
          ['KPI', '購入率', '', '', '仮説だけ', '', ''],
          ['非KPI', '購入率', '体制', '', '', '', ''],
          ['外部', '', '体制', '', '', '', ''],
        ],
      ),
      masters,
      people,
    );
    expect(errors.map((e) => [e.line, e.column, e.message])).toEqual([
      [2, '仮説', '要因がないため仮説を置けません'],
      [3, 'KPI', treeImportMessages.kpiInNonKpi],
      [4, '区分', treeImportMessages.kind],
    ]);
  });

  it('asks for the columns it needs to place a row at all', () => {
    const { errors } = readTreeRows(recordsOf(['施策'], [['帯']]), masters, people);
    expect(errors).toEqual([{ line: 1, column: '', value: '', message: treeImportMessages.noTitleColumn }]);
  });
});

describe('importDay', () => {
  it('reads the ways a day is written in Japan, and only days of the calendar', () => {
    expect(importDay('2026/2/3')).toBe('2026-02-03');
    expect(importDay('２０２６／１２／０１')).toBe('2026-12-01');
    expect(importDay('2026-12-01')).toBe('2026-12-01');
    expect(importDay('2028/02/29')).toBe('2028-02-29');
    expect(importDay('2026/02/29')).toBeNull();
    expect(importDay('12/01/2026')).toBeNull();
  });
});
