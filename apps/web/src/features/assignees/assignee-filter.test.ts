import type { ManagementTree } from '@kaizen/domain';
import { factorNode, hypothesisNode, kpiNode, measureNode, taskNode, workNode } from '@kaizen/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  assignableNodesOf,
  assignedTo,
  assignedUsers,
  filterValue,
  inKeys,
  pruneTree,
  shownAssignee,
  shownNodeKeys,
} from './assignee-filter';

const ME = 7;
const OTHER = 8;

/** KPI 1 > 課題 1 > 要因 10 > 仮説 100 > (施策 1000 mine, 施策 1001, 作業 1002); KPI 2 > 課題 2 (other's); a non-KPI 課題 3 of mine. */
const tree: ManagementTree = {
  kpi_array: [
    kpiNode(1, [
      taskNode(1, [
        factorNode(10, [
          hypothesisNode(
            100,
            [measureNode(1000, { assignees: [OTHER, ME] }), measureNode(1001)],
            [workNode(1002, { assignees: [OTHER] })],
          ),
        ]),
        factorNode(11, [hypothesisNode(110)]),
      ]),
    ]),
    kpiNode(2, [taskNode(2, [], { assignees: [OTHER] })], { assignees: [OTHER] }),
  ],
  non_kpi_task: [taskNode(3, [], { is_non_kpi: 1, assignees: [ME] })],
};

describe('shownAssignee', () => {
  const people = [{ id: ME }, { id: OTHER }, { id: 9 }];
  it('shows everyone for すべて, and the reader for 自分 when something is theirs', () => {
    expect(shownAssignee('all', ME, new Set([ME]), people)).toEqual({ userId: null, fellBack: false });
    expect(shownAssignee('me', ME, new Set([OTHER, ME]), people)).toEqual({ userId: ME, fellBack: false });
  });

  it('falls back to everyone, saying so, when nothing in the project is the reader’s', () => {
    expect(shownAssignee('me', ME, new Set([OTHER]), people)).toEqual({ userId: null, fellBack: true });
  });

  it('shows a person of the project even with nothing assigned, and everyone for a person not of it', () => {
    expect(shownAssignee(9, ME, new Set([OTHER]), people)).toEqual({ userId: 9, fellBack: false });
    expect(shownAssignee(OTHER, ME, new Set([OTHER]), [])).toEqual({ userId: OTHER, fellBack: false });
    expect(shownAssignee(42, ME, new Set([OTHER]), people)).toEqual({ userId: null, fellBack: false });
  });

  it('gives the select the choice it applies', () => {
    expect(filterValue('me', { userId: null, fellBack: true })).toBe('me');
    expect(filterValue(42, { userId: null, fellBack: false })).toBe('all');
    expect(filterValue(9, { userId: 9, fellBack: false })).toBe('9');
  });
});

describe('assignedUsers', () => {
  it('collects everyone assigned to a KPI, task, measure or work of the tree', () => {
    expect([...assignedUsers(assignableNodesOf(tree))].sort()).toEqual([ME, OTHER]);
    expect(assignedUsers([{ assignees: [] }, {}]).size).toBe(0);
  });
});

describe('shownNodeKeys', () => {
  it('keeps each node of the person and the whole path above it, and nothing else', () => {
    expect([...shownNodeKeys(tree, assignedTo(ME))]).toEqual([
      'measure:1000',
      'hypothesis:100',
      'factor:10',
      'task:1',
      'kpi:1',
      'task:3',
    ]);
  });

  it('keeps a matching KPI or task without its children that do not match', () => {
    expect([...shownNodeKeys(tree, assignedTo(OTHER))].sort()).toEqual(
      ['kpi:1', 'task:1', 'factor:10', 'hypothesis:100', 'measure:1000', 'work:1002', 'kpi:2', 'task:2'].sort(),
    );
  });

  it('also keeps what the test lets through besides the person: a node added on this screen', () => {
    const keys = shownNodeKeys(
      tree,
      assignedTo(ME, (kind, id) => kind === 'work' && id === 1002),
    );
    expect(keys.has('work:1002')).toBe(true);
    expect(keys.has('measure:1001')).toBe(false);
  });
});

describe('pruneTree', () => {
  it('cuts the tree down to the nodes shown, keeping untouched parts as they were', () => {
    const pruned = pruneTree(tree, inKeys(shownNodeKeys(tree, assignedTo(ME))));
    expect(pruned.kpi_array.map((k) => k.id)).toEqual([1]);
    const hypothesis = pruned.kpi_array[0]?.problem[0]?.factor[0]?.hypothesis[0];
    expect(hypothesis?.measure.map((m) => m.id)).toEqual([1000]);
    expect(hypothesis?.work).toEqual([]);
    expect(pruned.kpi_array[0]?.problem[0]?.factor.map((f) => f.id)).toEqual([10]);
    expect(pruned.non_kpi_task).toBe(tree.non_kpi_task);
    expect(pruneTree(tree, () => true)).toEqual(tree);
    expect(pruneTree(tree, () => true).kpi_array).toBe(tree.kpi_array);
  });
});
