import { describe, expect, it } from 'vitest';
import { planDrop } from './drop-plan';
import type { DragNode } from './types';

const node = (
  kind: DragNode['kind'],
  id: number,
  parentId: number | null,
  index: number,
  taskGroup?: DragNode['taskGroup'],
): DragNode => ({
  type: 'node',
  kind,
  id,
  title: `${kind}${id}`,
  parentId,
  index,
  ...(taskGroup ? { taskGroup } : {}),
});

describe('planDrop', () => {
  it('ignores a drop on itself', () => {
    const task = node('task', 1, 10, 1, 'kpi');
    expect(planDrop(task, { type: 'node', node: task, hasChildren: false })).toEqual({ type: 'none' });
  });

  it('reorders KPIs by taking the target’s place', () => {
    expect(
      planDrop(node('kpi', 1, null, 1), { type: 'node', node: node('kpi', 3, null, 3), hasChildren: true }),
    ).toEqual({
      type: 'move',
      request: { kind: 'kpi', id: 1, index: 3 },
    });
  });

  it('moves a task next to a task of another KPI', () => {
    expect(
      planDrop(node('task', 1, 10, 1, 'kpi'), {
        type: 'node',
        node: node('task', 5, 20, 2, 'kpi'),
        hasChildren: false,
      }),
    ).toEqual({
      type: 'move',
      request: { kind: 'task', id: 1, index: 2, group: 'kpi', parent_id: 20 },
    });
  });

  it('moves a task among the non-KPI tasks without a parent', () => {
    expect(
      planDrop(node('task', 1, 10, 1, 'kpi'), {
        type: 'node',
        node: node('task', 7, null, 1, 'non_kpi'),
        hasChildren: false,
      }),
    ).toEqual({ type: 'move', request: { kind: 'task', id: 1, index: 1, group: 'non_kpi' } });
  });

  it('drops a factor into another task (the server checks that it is empty)', () => {
    expect(
      planDrop(node('factor', 3, 1, 1), { type: 'node', node: node('task', 2, 10, 2, 'kpi'), hasChildren: false }),
    ).toEqual({
      type: 'move',
      request: { kind: 'factor', id: 3, parent_id: 2 },
    });
  });

  it('ignores a drop into the parent it already has', () => {
    expect(
      planDrop(node('measure', 3, 8, 1), { type: 'node', node: node('hypothesis', 8, 4, 1), hasChildren: true }),
    ).toEqual({
      type: 'none',
    });
  });

  it('refuses pairs that are not parent and child', () => {
    expect(
      planDrop(node('measure', 3, 8, 1), { type: 'node', node: node('factor', 4, 1, 1), hasChildren: false }),
    ).toEqual({
      type: 'none',
    });
    expect(
      planDrop(node('measure', 3, 8, 1), { type: 'node', node: node('work', 9, 8, 1), hasChildren: false }),
    ).toEqual({
      type: 'none',
    });
  });

  it('puts an inbox task into a KPI, the non-KPI group, or a new KPI', () => {
    const inbox = node('task', 4, null, 1, 'inbox');
    expect(planDrop(inbox, { type: 'node', node: node('kpi', 2, null, 1), hasChildren: true })).toEqual({
      type: 'move',
      request: { kind: 'task', id: 4, parent_id: 2, group: 'kpi' },
    });
    expect(planDrop(inbox, { type: 'kpi-row', kpiId: 2, hasChildren: true })).toEqual({
      type: 'move',
      request: { kind: 'task', id: 4, group: 'kpi', parent_id: 2 },
    });
    expect(planDrop(inbox, { type: 'non-kpi-zone' })).toEqual({
      type: 'move',
      request: { kind: 'task', id: 4, group: 'non_kpi' },
    });
    expect(planDrop(inbox, { type: 'new-kpi-zone' })).toEqual({ type: 'new-kpi', taskId: 4 });
  });

  it('ignores dropping a task on the KPI row it already belongs to', () => {
    expect(planDrop(node('task', 1, 2, 1, 'kpi'), { type: 'kpi-row', kpiId: 2, hasChildren: true })).toEqual({
      type: 'none',
    });
  });

  it('never plans a drop into a parent with children: it offers the place before its first child', () => {
    expect(
      planDrop(node('task', 1, 10, 2, 'kpi'), { type: 'node', node: node('kpi', 20, null, 2), hasChildren: true }),
    ).toEqual({ type: 'move', request: { kind: 'task', id: 1, parent_id: 20, index: 1, group: 'kpi' } });
    expect(
      planDrop(node('measure', 3, 8, 1), { type: 'node', node: node('hypothesis', 9, 4, 1), hasChildren: true }),
    ).toEqual({ type: 'move', request: { kind: 'measure', id: 3, parent_id: 9, index: 1 } });
    expect(planDrop(node('task', 1, 10, 2, 'non_kpi'), { type: 'kpi-row', kpiId: 20, hasChildren: true })).toEqual({
      type: 'move',
      request: { kind: 'task', id: 1, parent_id: 20, index: 1, group: 'kpi' },
    });
  });
});
