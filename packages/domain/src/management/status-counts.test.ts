import { describe, expect, it } from 'vitest';
import { factorNode, hypothesisNode, kpiNode, measureNode, taskNode } from '../testing/index.js';
import type { KpiNode, TaskNode } from './nodes.js';
import { statusCounts } from './status-counts.js';

const task = (status: number | null, measureStatuses: (number | null)[]): TaskNode =>
  taskNode(
    1,
    [
      factorNode(1, [
        hypothesisNode(
          1,
          measureStatuses.map((s, i) => measureNode(i, { status: s })),
        ),
      ]),
    ],
    { status },
  );
const kpi = (status: number | null, tasks: TaskNode[]): KpiNode => kpiNode(1, tasks, { status });

describe('statusCounts', () => {
  it('counts KPIs, tasks (with non-KPI ones) and measures by status', () => {
    const counts = statusCounts([kpi(3, [task(3, [1, 1, 7]), task(null, [5])]), kpi(7, [])], [task(1, [null])]);
    expect(Object.fromEntries(counts.kpi)).toEqual({ 3: 1, 7: 1 });
    expect([...counts.task.entries()]).toEqual([
      [3, 1],
      [null, 1],
      [1, 1],
    ]);
    expect(counts.measure.get(1)).toBe(2);
    expect(counts.measure.get(7)).toBe(1);
    expect(counts.measure.get(5)).toBe(1);
    expect(counts.measure.get(null)).toBe(1);
  });
});
