import { describe, expect, it } from 'vitest';
import { factorNode, hypothesisNode, kpiNode, measureNode, taskNode } from '../testing/tree-builders.js';
import type { ManagementTree } from './nodes.js';
import { planTreeImport, treeImportCounts, treeImportPlanMessages } from './tree-import-plan.js';
import type { ImportRow } from './tree-import-types.js';

const tree: ManagementTree = {
  kpi_array: [
    kpiNode(
      1,
      [
        taskNode(10, [
          factorNode(20, [
            hypothesisNode(30, [measureNode(40, { title: '送料無料の帯', importance: 2, urgency: 2, rank: 'D' })]),
          ]),
        ]),
      ],
      { title: '購入率', current: { text: '1.2%' } },
    ),
    kpiNode(2, [], { title: '客単価' }),
  ],
  non_kpi_task: [taskNode(11, [], { is_non_kpi: 1, title: '体制づくり' })],
};

const path = (line: number, extra: Partial<ImportRow> = {}): ImportRow => ({
  line,
  nonKpi: false,
  kpi: { id: 1, title: '購入率', fields: {} },
  task: { id: 10, title: '課題10', fields: {} },
  factor: { id: 20, title: '要因20', fields: {} },
  hypothesis: { id: 30, title: '仮説30', fields: {} },
  ...extra,
});

describe('planTreeImport', () => {
  it('finds the project’s own nodes by id, leaves what is the same, and changes only what differs', () => {
    const { nodes, errors } = planTreeImport(
      [
        path(2, {
          kpi: { id: 1, title: '購入率', fields: { current: '1.5%' } },
          measure: { id: 40, title: '送料無料の帯（全商品）', fields: { expected_uplift: 12.5, importance: 2 } },
        }),
      ],
      tree,
    );
    expect(errors).toEqual([]);
    const byKey = new Map(nodes.map((n) => [n.key, n]));
    expect(byKey.get('kpi:1')).toMatchObject({ action: 'update', changes: { current: '1.5%' } });
    expect(byKey.get('task:10')).toMatchObject({ action: 'unchanged', changes: {} });
    expect(byKey.get('measure:40')).toMatchObject({
      action: 'update',
      changes: { title: '送料無料の帯（全商品）', expected_uplift: 12.5 },
    });
    expect(treeImportCounts(nodes).measure).toEqual({ create: 0, update: 1, unchanged: 0 });
  });

  it('matches a node without an id by its title under its parent, and creates the rest once', () => {
    const rows: ImportRow[] = [
      {
        line: 2,
        nonKpi: false,
        kpi: { id: null, title: '購入率', fields: {} },
        task: { id: null, title: '決済が少ない', fields: {} },
        factor: { id: null, title: '後払いがない', fields: {} },
        hypothesis: { id: null, title: '後払いで増える', fields: {} },
        measure: { id: null, title: '後払いを入れる', fields: { rank: 'A' } },
      },
      {
        line: 3,
        nonKpi: false,
        kpi: { id: null, title: '購入率', fields: {} },
        task: { id: null, title: '決済が少ない', fields: {} },
        factor: { id: null, title: '後払いがない', fields: {} },
        hypothesis: { id: null, title: '後払いで増える', fields: {} },
        work: { id: null, title: '決済会社を比べる', fields: {} },
      },
      { line: 4, nonKpi: true, task: { id: null, title: '体制づくり', fields: {} } },
    ];
    const { nodes, errors } = planTreeImport(rows, tree);
    expect(errors).toEqual([]);
    expect(nodes.map((n) => [n.level, n.action, n.key, n.parentKey])).toEqual([
      ['kpi', 'unchanged', 'kpi:1', 'root'],
      ['task', 'create', 'new:1', 'kpi:1'],
      ['factor', 'create', 'new:2', 'new:1'],
      ['hypothesis', 'create', 'new:3', 'new:2'],
      ['measure', 'create', 'new:4', 'new:3'],
      ['work', 'create', 'new:5', 'new:3'],
      ['task', 'unchanged', 'task:11', 'non-kpi'],
    ]);
    // ランク A writes back 重要度 高 and 緊急度 高.
    expect(nodes[4]?.changes).toEqual({ title: '後払いを入れる', importance: 0, urgency: 0 });
  });

  it('refuses an id of another project, and one under another parent', () => {
    const { errors } = planTreeImport(
      [
        path(2, { measure: { id: 999, title: 'よその施策', fields: {} } }),
        {
          line: 3,
          nonKpi: false,
          kpi: { id: 2, title: '客単価', fields: {} },
          task: { id: 10, title: '課題10', fields: {} },
        },
      ],
      tree,
    );
    expect(errors).toEqual([
      { line: 2, column: '施策ID', value: '999', message: treeImportPlanMessages.unknownId('measure', 999) },
      { line: 3, column: '課題ID', value: '10', message: treeImportPlanMessages.otherParent('task', 10, 'KPI') },
    ]);
  });

  it('refuses a node that says one thing on a row and another on a later one', () => {
    const { errors } = planTreeImport(
      [
        path(2, { kpi: { id: 1, title: '購入率', fields: { current: '1.5%' } } }),
        path(3, { kpi: { id: 1, title: '購入率', fields: { current: '1.6%' } } }),
      ],
      tree,
    );
    expect(errors).toEqual([
      { line: 3, column: '現状', value: '1.6%', message: treeImportPlanMessages.conflict('kpi', '購入率', '現状', 2) },
    ]);
  });

  it('lets the changed one of ランク and 重要度・緊急度 win, and refuses both changed apart', () => {
    const measure = (
      fields: ImportRow['measure'] extends infer M ? (M extends { fields: infer F } ? F : never) : never,
    ) => planTreeImport([path(2, { measure: { id: 40, title: '送料無料の帯', fields } })], tree);
    // Only the rank changed (D → B): importance becomes 高; urgency was 低 already.
    expect(
      measure({ rank: 'B', importance: 2, urgency: 2 }).nodes.find((n) => n.key === 'measure:40')?.changes,
    ).toEqual({
      importance: 0,
    });
    // Only the levels changed: the rank column still says D and is read as unchanged.
    expect(
      measure({ rank: 'D', importance: 0, urgency: 0 }).nodes.find((n) => n.key === 'measure:40')?.changes,
    ).toEqual({
      importance: 0,
      urgency: 0,
    });
    expect(measure({ rank: 'C', importance: 0, urgency: 2 }).errors).toEqual([
      { line: 2, column: 'ランク', value: 'C', message: treeImportPlanMessages.rankMismatch },
    ]);
  });
});
