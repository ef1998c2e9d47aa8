import { describe, expect, it } from 'vitest';
import { flattenKpis, flattenTasks } from './flatten.js';
import type { FactorNode, HypothesisNode, KpiNode, MeasureNode, TaskNode, WorkNode } from './nodes.js';

const measure = (id: number): MeasureNode => ({
  id,
  title: `施策${id}`,
  status: 1,
  importance: 2,
  urgency: 2,
  rank: 'D',
  priority: null,
  verification: null,
  daterange: [null, null],
  verification_start_date: null,
  verification_end_date: null,
  is_show: 1,
  conversion_rate: null,
  index_num: id,
});
const work = (id: number): WorkNode => ({ id, title: `作業${id}`, index_num: id });
const hypothesis = (id: number, measures: MeasureNode[], works: WorkNode[]): HypothesisNode => ({
  id,
  title: `仮説${id}`,
  category: null,
  hypothesis_status: null,
  index_num: id,
  measure: measures,
  work: works,
});
const factor = (id: number, hypotheses: HypothesisNode[]): FactorNode => ({
  id,
  title: `要因${id}`,
  index_num: id,
  hypothesis: hypotheses,
});
const task = (id: number, factors: FactorNode[]): TaskNode => ({
  id,
  title: `課題${id}`,
  deadLine: null,
  status: null,
  link: null,
  is_non_kpi: 0,
  project_kpi_id: null,
  index_num: id,
  factor: factors,
});
const kpi = (id: number, tasks: TaskNode[]): KpiNode => ({
  id,
  title: `KPI${id}`,
  current: { text: '' },
  detail: { text: '' },
  status: 3,
  deadLine: null,
  index_num: id,
  problem: tasks,
});

describe('flattenKpis', () => {
  it('gives a node without children a row of its own', () => {
    const rows = flattenKpis([kpi(1, [])]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kpi: { id: 1 }, task: null, measure: null });
    expect(rows[0]?.starts.kpi).toBe(true);
    expect(rows[0]?.spans.kpi).toBe(1);
  });

  it('puts measures and works side by side, as many rows as the longer list', () => {
    const rows = flattenKpis([
      kpi(1, [task(1, [factor(1, [hypothesis(1, [measure(1), measure(2), measure(3)], [work(1)])])])]),
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
      kpi(1, [
        task(1, [
          factor(1, [hypothesis(1, [measure(1)], []), hypothesis(2, [measure(2), measure(3)], [])]),
          factor(2, []),
        ]),
        task(2, []),
      ]),
      kpi(2, []),
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
    const rows = flattenKpis([kpi(1, [task(1, []), task(2, [])])]);
    expect(rows.map((r) => r.starts.factor)).toEqual([false, false]);
    expect(rows.map((r) => r.spans.task)).toEqual([1, 1]);
  });
});

describe('flattenTasks', () => {
  it('starts at the task, with no KPI', () => {
    const rows = flattenTasks([task(5, [factor(1, [])])]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kpi: null, task: { id: 5 }, factor: { id: 1 } });
    expect(rows[0]?.starts).toEqual({ kpi: false, task: true, factor: true, hypothesis: false });
  });
});
