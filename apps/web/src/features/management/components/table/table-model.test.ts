import { defaultDisplayItems, flattenKpis, flattenTasks, patchTree } from '@kaizen/domain';
import { factorNode, hypothesisNode, kpiNode, measureNode, taskNode, workNode } from '@kaizen/domain/testing';
import { describe, expect, it } from 'vitest';
import { visibleColumns } from './columns';
import { newNode } from '../../new-node';
import { addableChildKinds } from './create';
import { createPruner } from './prune';
import { buildTableRows, sameRowModel } from './rows';

// KPI1 > 課題1 > 要因1 > 仮説1 (施策1, 施策2 | 作業1, 作業2, 作業3) and 仮説2 (nothing); 課題2 without factors.
const sample = () => [
  kpiNode(1, [
    taskNode(1, [
      factorNode(1, [
        hypothesisNode(1, [measureNode(1), measureNode(2)], [workNode(1), workNode(2), workNode(3)]),
        hypothesisNode(2, [], []),
      ]),
    ]),
    taskNode(2, []),
  ]),
  kpiNode(2, []),
];

describe('buildTableRows', () => {
  it('marks the rows that continue a merged cell and keys rows by the ids of their path', () => {
    const rows = buildTableRows(flattenKpis(sample()));
    expect(rows.map((r) => r.key)).toEqual([
      '1-1-1-1-1-1',
      '1-1-1-1-2-2',
      '1-1-1-1-0-3',
      '1-1-1-2-0-0',
      '1-2-0-0-0-0',
      '2-0-0-0-0-0',
    ]);
    expect(rows.map((r) => r.continued.kpi)).toEqual([false, true, true, true, true, false]);
    expect(rows.map((r) => r.continued.hypothesis)).toEqual([false, true, true, false, false, false]);
    // 課題2 has no factor: its row does not continue 課題1's cell, and KPI2's row continues nothing.
    expect(rows[4]?.continued.task).toBe(false);
    expect(rows[5]?.continued).toEqual({ kpi: false, task: false, factor: false, hypothesis: false });
  });

  it('offers "+ 追加" where a parent has no child in the row', () => {
    const rows = buildTableRows(flattenKpis(sample()));
    // 仮説1: its measures run out at its third row; it has a work in every row.
    expect(rows.map((r) => r.slot.measure)).toEqual([false, false, true, true, false, false]);
    expect(rows.map((r) => r.slot.work)).toEqual([false, false, false, true, false, false]);
    expect(rows.map((r) => r.slot.factor)).toEqual([false, false, false, false, true, false]);
    expect(rows.map((r) => r.slot.task)).toEqual([false, false, false, false, false, true]);
    expect(rows.every((r) => !r.slot.hypothesis)).toBe(true);
  });

  it('keeps keys unique and stable in the non-KPI table', () => {
    const rows = buildTableRows(flattenTasks([taskNode(5, [factorNode(6, [])]), taskNode(7, [])]));
    expect(rows.map((r) => r.key)).toEqual(['0-5-6-0-0-0', '0-7-0-0-0-0']);
    expect(rows[0]?.slot.hypothesis).toBe(true);
    expect(rows[0]?.slot.task).toBe(false);
  });
});

describe('sameRowModel', () => {
  it('redraws only the rows that show a saved node', () => {
    const tree = { kpi_array: sample(), non_kpi_task: [] };
    const before = buildTableRows(flattenKpis(tree.kpi_array));
    const saved = measureNode(2, { title: '変更後', importance: 0, urgency: 0, rank: 'A' });
    const after = buildTableRows(flattenKpis(patchTree(tree, { kind: 'measure', id: 2, node: saved }).kpi_array));
    const changed = before.map((row, i) => !sameRowModel(row, after[i] ?? row));
    expect(changed).toEqual([false, true, false, false, false, false]);
  });

  it('redraws only the first row of a KPI whose status changed: the others leave its merged cell empty', () => {
    const tree = { kpi_array: sample(), non_kpi_task: [] };
    const before = buildTableRows(flattenKpis(tree.kpi_array));
    const { problem: _problem, ...fields } = tree.kpi_array[0] ?? kpiNode(1, []);
    const after = buildTableRows(
      flattenKpis(patchTree(tree, { kind: 'kpi', id: 1, node: { ...fields, status: 3 } }).kpi_array),
    );
    expect(before.map((row, i) => !sameRowModel(row, after[i] ?? row))).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('treats a refetched copy with the same fields as unchanged, and a changed KPI as changed where drawn', () => {
    const before = buildTableRows(flattenKpis(sample()));
    const copy = buildTableRows(flattenKpis(structuredClone(sample())));
    expect(before.every((row, i) => sameRowModel(row, copy[i] ?? row))).toBe(true);
    const renamed = sample();
    const first = renamed[0];
    if (first) renamed[0] = { ...first, current: { text: '現状あり' } };
    const next = buildTableRows(flattenKpis(renamed));
    // Only the row that draws KPI1's merged cells changes.
    expect(before.map((row, i) => sameRowModel(row, next[i] ?? row))).toEqual([false, true, true, true, true, true]);
  });
});

describe('createPruner', () => {
  it('folds a hypothesis into one row when measures and works are hidden, keeping node identity', () => {
    const kpis = sample();
    const pruner = createPruner({ factor: true, hypothesis: true, measure: false, work: false });
    const pruned = pruner.kpis(kpis);
    expect(buildTableRows(flattenKpis(pruned)).map((r) => r.key)).toEqual([
      '1-1-1-1-0-0',
      '1-1-1-2-0-0',
      '1-2-0-0-0-0',
      '2-0-0-0-0-0',
    ]);
    expect(pruner.kpis(kpis)[0]).toBe(pruned[0]);
  });

  it('leaves the tree alone when measures and works show', () => {
    const kpis = sample();
    expect(createPruner(defaultDisplayItems.levels).kpis(kpis)[0]).toBe(kpis[0]);
  });

  it('folds the levels under a task when everything below it is hidden', () => {
    const pruner = createPruner({ factor: false, hypothesis: false, measure: false, work: false });
    expect(buildTableRows(flattenKpis(pruner.kpis(sample()))).map((r) => r.key)).toEqual([
      '1-1-0-0-0-0',
      '1-2-0-0-0-0',
      '2-0-0-0-0-0',
    ]);
  });
});

describe('creating from the table', () => {
  it('sends the create_* bodies of product.md §7.5 with origin table', () => {
    expect(newNode({ kind: 'kpi' }, 'KPI', 9, 'table').fields).toEqual({ project_id: 9, kpi: 'KPI', origin: 'table' });
    expect(newNode({ kind: 'task', kpiId: 3 }, '課題', 9, 'table').fields).toEqual({
      project_id: 9,
      project_kpi_id: 3,
      task: '課題',
      origin: 'table',
    });
    expect(newNode({ kind: 'task', kpiId: null }, '課題', 9, 'table').fields).toEqual({
      project_id: 9,
      is_non_kpi: 1,
      task: '課題',
      origin: 'table',
    });
    expect(newNode({ kind: 'factor', taskId: 4 }, '要因', 9, 'table').fields).toEqual({ task_id: 4, factor: '要因' });
    expect(newNode({ kind: 'hypothesis', factorId: 5 }, '仮説', 9, 'table').fields).toEqual({
      factor_id: 5,
      hypothesis: '仮説',
      origin: 'table',
    });
    expect(newNode({ kind: 'measure', hypothesisId: 6 }, '施策', 9, 'table').fields).toEqual({
      hypothesis_id: 6,
      measure: '施策',
      origin: 'table',
    });
    expect(newNode({ kind: 'work', hypothesisId: 6 }, '作業', 9, 'table').fields).toEqual({
      hypothesis_id: 6,
      work: '作業',
    });
  });

  it('offers a merged cell add button only where no empty "+ 追加" cell exists', () => {
    const levels = defaultDisplayItems.levels;
    const h = hypothesisNode(1, [measureNode(1), measureNode(2)], [workNode(1)]);
    expect(addableChildKinds({ kind: 'hypothesis', node: h }, levels)).toEqual(['measure']);
    expect(addableChildKinds({ kind: 'hypothesis', node: hypothesisNode(2, [], []) }, levels)).toEqual([]);
    expect(addableChildKinds({ kind: 'task', node: taskNode(1, []) }, levels)).toEqual([]);
    expect(addableChildKinds({ kind: 'task', node: taskNode(1, [factorNode(1, [])]) }, levels)).toEqual(['factor']);
    expect(
      addableChildKinds({ kind: 'task', node: taskNode(1, [factorNode(1, [])]) }, { ...levels, factor: false }),
    ).toEqual([]);
  });
});

describe('visibleColumns', () => {
  it('follows the display items, and leaves KPI columns out of the non-KPI table', () => {
    const ids = (items = defaultDisplayItems, section: 'kpi' | 'non-kpi' = 'kpi') =>
      visibleColumns(items, section).map((c) => c.id);
    expect(ids()).toContain('period');
    expect(ids()).not.toContain('kpi_detail');
    expect(ids({ ...defaultDisplayItems, columns: { ...defaultDisplayItems.columns, period: false } })).not.toContain(
      'period',
    );
    const noMeasures = ids({ ...defaultDisplayItems, levels: { ...defaultDisplayItems.levels, measure: false } });
    expect(noMeasures.filter((id) => ['measure', 'rank', 'importance', 'period'].includes(id))).toEqual([]);
    expect(ids(defaultDisplayItems, 'non-kpi')[0]).toBe('task');
  });

  it('gives each KPI, task, measure and work a 担当者 column, and measures and works a 期限 shown with the others', () => {
    const ids = (items = defaultDisplayItems, section: 'kpi' | 'non-kpi' = 'kpi') =>
      visibleColumns(items, section).map((c) => c.id);
    const assignees = ['kpi_assignees', 'task_assignees', 'measure_assignees', 'work_assignees'];
    expect(ids().filter((id) => assignees.includes(id))).toEqual(assignees);
    expect(ids(defaultDisplayItems, 'non-kpi').filter((id) => assignees.includes(id))).toEqual(assignees.slice(1));
    expect(ids().filter((id) => id.endsWith('dead_line'))).toEqual([
      'kpi_dead_line',
      'task_dead_line',
      'measure_dead_line',
      'work_dead_line',
    ]);
    const noDeadLines = ids({ ...defaultDisplayItems, columns: { ...defaultDisplayItems.columns, dead_line: false } });
    expect(noDeadLines.filter((id) => id.endsWith('dead_line'))).toEqual([]);
    const noWorks = ids({ ...defaultDisplayItems, levels: { ...defaultDisplayItems.levels, work: false } });
    expect(noWorks.filter((id) => id.startsWith('work'))).toEqual([]);
  });
});
