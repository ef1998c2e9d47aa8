import { describe, expect, it } from 'vitest';
import { factorNode, hypothesisNode, kpiNode, measureNode, taskNode, workNode } from '../testing/tree-builders.js';
import { cascadeMessage, countDescendants, findTreeNode } from './descendants.js';
import type { ManagementTree } from './nodes.js';

const measures = (from: number, count: number) => Array.from({ length: count }, (_, i) => measureNode(from + i));

const tree: ManagementTree = {
  kpi_array: [
    kpiNode(1, [
      taskNode(10, [
        factorNode(20, [hypothesisNode(30, measures(100, 3), [workNode(200)]), hypothesisNode(31, measures(110, 4))]),
        factorNode(21),
      ]),
    ]),
  ],
  non_kpi_task: [taskNode(11)],
};

describe('findTreeNode and countDescendants', () => {
  it('counts what lies under a node, by kind', () => {
    const kpi = findTreeNode(tree, [], 'kpi', 1);
    expect(kpi && countDescendants(kpi)).toEqual({ task: 1, factor: 2, hypothesis: 2, measure: 7, work: 1 });
    const factor = findTreeNode(tree, [], 'factor', 20);
    expect(factor && countDescendants(factor)).toEqual({ hypothesis: 2, measure: 7, work: 1 });
  });

  it('finds non-KPI and inbox tasks, and tells kinds with the same id apart', () => {
    expect(findTreeNode(tree, [], 'task', 11)?.title).toBe('課題11');
    expect(findTreeNode(tree, [taskNode(12, [factorNode(22)])], 'factor', 22)?.title).toBe('要因22');
    expect(findTreeNode(tree, [], 'factor', 10)).toBeUndefined();
  });

  it('counts nothing under a leaf', () => {
    const work = findTreeNode(tree, [], 'work', 200);
    expect(work && countDescendants(work)).toEqual({});
  });
});

describe('cascadeMessage', () => {
  it('names the counts top down', () => {
    expect(cascadeMessage({ measure: 7, hypothesis: 3 })).toBe('仮説 3件・施策 7件も削除されます');
  });

  it('is null when nothing goes with the node', () => {
    expect(cascadeMessage({})).toBeNull();
  });
});
