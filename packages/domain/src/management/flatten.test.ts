import { describe, expect, it } from 'vitest';
import { flattenKpis, flattenTasks } from './flatten.js';
import { factorNode, hypothesisNode, kpiNode, measureNode, taskNode, workNode } from '../testing/index.js';

describe('flattenKpis', () => {
  it('gives a node without children a row of its own', () => {
    const rows = flattenKpis([kpiNode(1, [])]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kpi: { id: 1 }, task: null, measure: null });
    expect(rows[0]?.starts.kpi).toBe(true);
    expect(rows[0]?.spans.kpi).toBe(1);
  });

  it('puts measures and works side by side, as many rows as the longer list', () => {
    const rows = flattenKpis([
      kpiNode(1, [
        taskNode(1, [
          factorNode(1, [hypothesisNode(1, [measureNode(1), measureNode(2), measureNode(3)], [workNode(1)])]),
        ]),
      ]),
    ]);
    expect(rows.map((r) => [r.measure?.id ?? null, r.work?.id ?? null])).toEqual([
      [1, 1],
      [2, null],
      [3, null],
    ]);
    expect(rows[0]?.spans).toEqual({ kpi: 3, task: 3, factor: 3, hypothesis: 3 });
    expect(rows.slice(1).every((r) => !r.starts.kpi && !r.starts.hypothesis)).toBe(true);
  });

  it('merges each level over its own rows only', () => {
    const tree = [
      kpiNode(1, [
        taskNode(1, [
          factorNode(1, [
            hypothesisNode(1, [measureNode(1)], []),
            hypothesisNode(2, [measureNode(2), measureNode(3)], []),
          ]),
          factorNode(2, []),
        ]),
        taskNode(2, []),
      ]),
      kpiNode(2, []),
    ];
    const rows = flattenKpis(tree);
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => r.spans.kpi)).toEqual([5, 0, 0, 0, 0, 1]);
    expect(rows.map((r) => r.spans.task)).toEqual([4, 0, 0, 0, 1, 0]);
    expect(rows.map((r) => r.spans.factor)).toEqual([3, 0, 0, 1, 0, 0]);
    expect(rows.map((r) => r.spans.hypothesis)).toEqual([1, 2, 0, 0, 0, 0]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('does not merge the empty cells of two different parents', () => {
    const rows = flattenKpis([kpiNode(1, [taskNode(1, []), taskNode(2, [])])]);
    expect(rows.map((r) => r.starts.factor)).toEqual([false, false]);
    expect(rows.map((r) => r.spans.task)).toEqual([1, 1]);
  });
});

describe('flattenTasks', () => {
  it('starts at the task, with no KPI', () => {
    const rows = flattenTasks([taskNode(5, [factorNode(1, [])])]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kpi: null, task: { id: 5 }, factor: { id: 1 } });
    expect(rows[0]?.starts).toEqual({ kpi: false, task: true, factor: true, hypothesis: false });
  });
});
