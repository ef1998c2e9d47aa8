import { describe, expect, it } from 'vitest';
import type { KpiNode, TaskNode } from './nodes.js';
import { statusCounts } from './status-counts.js';

const task = (status: number | null, measureStatuses: (number | null)[]): TaskNode => ({
  id: 1,
  title: 't',
  deadLine: null,
  status,
  link: null,
  is_non_kpi: 0,
  project_kpi_id: null,
  index_num: 1,
  factor: [
    {
      id: 1,
      title: 'f',
      index_num: 1,
      hypothesis: [
        {
          id: 1,
          title: 'h',
          category: null,
          hypothesis_status: null,
          index_num: 1,
          work: [],
          measure: measureStatuses.map((s, i) => ({
            id: i,
            title: 'm',
            status: s,
            importance: null,
            urgency: null,
            rank: 'D' as const,
            priority: null,
            verification: null,
            daterange: [null, null] as [null, null],
            verification_start_date: null,
            verification_end_date: null,
            is_show: 1 as const,
            conversion_rate: null,
            index_num: i + 1,
          })),
        },
      ],
    },
  ],
});
const kpi = (status: number | null, tasks: TaskNode[]): KpiNode => ({
  id: 1,
  title: 'k',
  current: { text: '' },
  detail: { text: '' },
  status,
  deadLine: null,
  index_num: 1,
  problem: tasks,
});

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
