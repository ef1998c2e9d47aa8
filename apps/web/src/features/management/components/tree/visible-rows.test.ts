import { defaultDisplayItems, type ManagementTree } from '@kaizen/domain';
import { factorNode, hypothesisNode, kpiNode, measureNode, taskNode, workNode } from '@kaizen/domain/testing';
import { describe, expect, it } from 'vitest';
import { keysOfKind, NON_KPI_GROUP_KEY, nodeKey, visibleRows, type TreeRowModel } from './visible-rows';

const task = (id: number, kpiId: number | null) =>
  taskNode(
    id,
    [
      factorNode(
        id * 10,
        [hypothesisNode(id * 100, [measureNode(id * 1000)], [workNode(id * 1000 + 1)], { index_num: 1 })],
        {
          index_num: 1,
        },
      ),
    ],
    { is_non_kpi: kpiId === null ? 1 : 0, project_kpi_id: kpiId, status: 3, index_num: 1 },
  );
const tree: ManagementTree = {
  kpi_array: [kpiNode(1, [task(1, 1), task(2, 1)], { status: 3 })],
  non_kpi_task: [task(3, null)],
};

const keys = (rows: TreeRowModel[]) => rows.map((r) => r.key);
const options = { collapsed: new Set<string>(), levels: defaultDisplayItems.levels, adding: null };

describe('visibleRows', () => {
  it('lists the whole tree in order, with the non-KPI group after the KPIs', () => {
    const rows = visibleRows(tree, options);
    expect(keys(rows)).toEqual([
      'kpi:1',
      'task:1',
      'factor:10',
      'hypothesis:100',
      'measure:1000',
      'work:1001',
      'task:2',
      'factor:20',
      'hypothesis:200',
      'measure:2000',
      'work:2001',
      NON_KPI_GROUP_KEY,
      'task:3',
      'factor:30',
      'hypothesis:300',
      'measure:3000',
      'work:3001',
    ]);
  });

  it('gives each node its drag data: parent, position and task group', () => {
    const rows = visibleRows(tree, options);
    const second = rows.find((r) => r.key === 'task:2');
    const nonKpi = rows.find((r) => r.key === 'task:3');
    expect(second?.type === 'node' && second.drag).toMatchObject({
      kind: 'task',
      parentId: 1,
      index: 2,
      taskGroup: 'kpi',
    });
    expect(nonKpi?.type === 'node' && nonKpi.drag).toMatchObject({ parentId: null, index: 1, taskGroup: 'non_kpi' });
  });

  it('hides the children of a collapsed node', () => {
    const rows = visibleRows(tree, { ...options, collapsed: new Set([nodeKey('task', 1), NON_KPI_GROUP_KEY]) });
    expect(keys(rows)).toEqual([
      'kpi:1',
      'task:1',
      'task:2',
      'factor:20',
      'hypothesis:200',
      'measure:2000',
      'work:2001',
      NON_KPI_GROUP_KEY,
    ]);
    expect(rows[1]?.type === 'node' && rows[1].expanded).toBe(false);
  });

  it('folds a whole level', () => {
    const rows = visibleRows(tree, { ...options, collapsed: new Set(keysOfKind(tree, 'factor')) });
    expect(keys(rows).filter((k) => k.startsWith('hypothesis'))).toEqual([]);
    expect(keys(rows).filter((k) => k.startsWith('factor'))).toEqual(['factor:10', 'factor:20', 'factor:30']);
  });

  it('hides a display level and everything under it', () => {
    const rows = visibleRows(tree, { ...options, levels: { ...defaultDisplayItems.levels, hypothesis: false } });
    expect(keys(rows).some((k) => k.startsWith('hypothesis') || k.startsWith('measure') || k.startsWith('work'))).toBe(
      false,
    );
    const onlyWorks = visibleRows(tree, { ...options, levels: { ...defaultDisplayItems.levels, measure: false } });
    expect(keys(onlyWorks).some((k) => k.startsWith('measure'))).toBe(false);
    expect(keys(onlyWorks).filter((k) => k.startsWith('work'))).toHaveLength(3);
  });

  it('shows only the nodes a filter lets through, each keeping its place among all its siblings', () => {
    const shown = new Set(['kpi:1', 'task:2', 'factor:20', 'hypothesis:200', 'work:2001']);
    const rows = visibleRows(tree, { ...options, shows: (kind, id) => shown.has(nodeKey(kind, id)) });
    expect(keys(rows)).toEqual(['kpi:1', 'task:2', 'factor:20', 'hypothesis:200', 'work:2001', NON_KPI_GROUP_KEY]);
    const task = rows.find((r) => r.key === 'task:2');
    expect(task?.type === 'node' && task.drag.index).toBe(2);
    const group = rows.find((r) => r.key === NON_KPI_GROUP_KEY);
    expect(group?.type === 'non-kpi-group' && group.count).toBe(0);
  });

  it('puts the input row for a new child after the parent’s children', () => {
    const rows = visibleRows(tree, { ...options, adding: { parentKind: 'task', parentId: 1, childKind: 'factor' } });
    const at = keys(rows).indexOf('add:task:1:factor');
    expect(keys(rows)[at - 1]).toBe('work:1001');
    expect(keys(rows)[at + 1]).toBe('task:2');
  });
});
