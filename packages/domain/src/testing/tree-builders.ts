import type { FactorNode, HypothesisNode, KpiNode, MeasureNode, TaskNode, WorkNode } from '../management/nodes.js';

/**
 * Node builders for tests of tree rules, on either side: a node with plain defaults and a Japanese
 * title, and whatever the test needs changed. Not part of the package's main entry.
 */
export const measureNode = (id: number, extra: Partial<MeasureNode> = {}): MeasureNode => ({
  id,
  title: `施策${id}`,
  status: null,
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
  expected_uplift: null,
  deadLine: null,
  index_num: id,
  ...extra,
});

export const workNode = (id: number, extra: Partial<WorkNode> = {}): WorkNode => ({
  id,
  title: `作業${id}`,
  deadLine: null,
  index_num: id,
  ...extra,
});

export const hypothesisNode = (
  id: number,
  measures: MeasureNode[] = [],
  works: WorkNode[] = [],
  extra: Partial<HypothesisNode> = {},
): HypothesisNode => ({
  id,
  title: `仮説${id}`,
  category: null,
  hypothesis_status: null,
  index_num: id,
  measure: measures,
  work: works,
  ...extra,
});

export const factorNode = (
  id: number,
  hypotheses: HypothesisNode[] = [],
  extra: Partial<FactorNode> = {},
): FactorNode => ({
  id,
  title: `要因${id}`,
  index_num: id,
  hypothesis: hypotheses,
  ...extra,
});

export const taskNode = (id: number, factors: FactorNode[] = [], extra: Partial<TaskNode> = {}): TaskNode => ({
  id,
  title: `課題${id}`,
  deadLine: null,
  status: null,
  link: null,
  is_non_kpi: 0,
  project_kpi_id: null,
  index_num: id,
  factor: factors,
  ...extra,
});

export const kpiNode = (id: number, tasks: TaskNode[] = [], extra: Partial<KpiNode> = {}): KpiNode => ({
  id,
  title: `KPI${id}`,
  current: { text: '' },
  detail: { text: '' },
  status: null,
  deadLine: null,
  index_num: id,
  problem: tasks,
  ...extra,
});
