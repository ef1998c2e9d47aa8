import { z } from '../common/zod.js';
import {
  flagSchema,
  type FactorFields,
  type FactorNode,
  type HypothesisFields,
  type HypothesisNode,
  type KpiFields,
  type KpiNode,
  type MeasureNode,
  type TaskFields,
  type TaskNode,
  type WorkNode,
} from './nodes.js';
import { rankOf } from './rank.js';
import { assignableKinds, type AssignableKind } from '../today/schemas.js';

const ids = z.array(z.number().int());
const nullableInts = z.array(z.number().int().nullable());
const texts = z.array(z.string());
const nullableTexts = z.array(z.string().nullable());

/** One level's rows as columns: value i of every column belongs to row i, rows in sibling order. */
function level<Shape extends Record<string, z.ZodArray>>(shape: Shape) {
  return z.object(shape).refine(
    (columns) => {
      // Every value is an array: the shape allows nothing else.
      const lengths = new Set(Object.values(columns as Record<string, unknown[]>).map((column) => column.length));
      return lengths.size <= 1;
    },
    { message: 'columns of different lengths' },
  );
}

/**
 * The live tree of a project as one set of columns per level (GET managements/tree_columns): the
 * same nodes as change_view and get_unorganized_task together, each row naming its parent, without
 * the fields a node derives from others (rank, daterange). Sent as columns, a 21,220-node tree is a
 * third of change_view's JSON and checks, serialises and compresses in less than half the time
 * (decisions/0019); nestTreeColumns builds change_view's nodes from it.
 */
export const treeColumnsSchema = z.object({
  kpi: level({
    id: ids,
    title: texts,
    current: texts,
    detail: texts,
    status: nullableInts,
    deadLine: nullableTexts,
    index_num: ids,
  }),
  task: level({
    id: ids,
    project_kpi_id: nullableInts,
    title: texts,
    deadLine: nullableTexts,
    status: nullableInts,
    link: nullableTexts,
    is_non_kpi: z.array(flagSchema),
    index_num: ids,
  }),
  factor: level({ id: ids, task_id: ids, title: texts, index_num: ids }),
  hypothesis: level({
    id: ids,
    factor_id: ids,
    title: texts,
    category: nullableInts,
    hypothesis_status: nullableInts,
    index_num: ids,
  }),
  measure: level({
    id: ids,
    hypothesis_id: ids,
    title: texts,
    status: nullableInts,
    importance: nullableInts,
    urgency: nullableInts,
    priority: nullableInts,
    verification: nullableInts,
    verification_start_date: nullableTexts,
    verification_end_date: nullableTexts,
    is_show: z.array(flagSchema),
    conversion_rate: z.array(z.number().nullable()),
    expected_uplift: z.array(z.number().nullable()),
    deadLine: nullableTexts,
    index_num: ids,
  }),
  work: level({ id: ids, hypothesis_id: ids, title: texts, deadLine: nullableTexts, index_num: ids }),
  /** Every 担当者 of the nodes above, one row an assignment, in the order assigned (issue 33 §1). */
  assignees: level({ kind: z.array(z.enum(assignableKinds)), node_id: ids, user_id: ids }),
});
export type TreeColumns = z.infer<typeof treeColumnsSchema>;

type Columns<L extends keyof TreeColumns> = TreeColumns[L];

/** Value i of a column; the schema holds every column of a level to the same length. */
const at = <T>(column: readonly T[], i: number): T => column[i] as T;

export const kpiFieldsAt = (c: Columns<'kpi'>, i: number): KpiFields => ({
  id: at(c.id, i),
  title: at(c.title, i),
  current: { text: at(c.current, i) },
  detail: { text: at(c.detail, i) },
  status: at(c.status, i),
  deadLine: at(c.deadLine, i),
  index_num: at(c.index_num, i),
});

export const taskFieldsAt = (c: Columns<'task'>, i: number): TaskFields => ({
  id: at(c.id, i),
  title: at(c.title, i),
  deadLine: at(c.deadLine, i),
  status: at(c.status, i),
  link: at(c.link, i),
  is_non_kpi: at(c.is_non_kpi, i),
  project_kpi_id: at(c.project_kpi_id, i),
  index_num: at(c.index_num, i),
});

export const factorFieldsAt = (c: Columns<'factor'>, i: number): FactorFields => ({
  id: at(c.id, i),
  title: at(c.title, i),
  index_num: at(c.index_num, i),
});

export const hypothesisFieldsAt = (c: Columns<'hypothesis'>, i: number): HypothesisFields => ({
  id: at(c.id, i),
  title: at(c.title, i),
  category: at(c.category, i),
  hypothesis_status: at(c.hypothesis_status, i),
  index_num: at(c.index_num, i),
});

export const measureAt = (c: Columns<'measure'>, i: number): MeasureNode => ({
  id: at(c.id, i),
  title: at(c.title, i),
  status: at(c.status, i),
  importance: at(c.importance, i),
  urgency: at(c.urgency, i),
  rank: rankOf(at(c.importance, i), at(c.urgency, i)),
  priority: at(c.priority, i),
  verification: at(c.verification, i),
  daterange: [at(c.verification_start_date, i), at(c.verification_end_date, i)],
  verification_start_date: at(c.verification_start_date, i),
  verification_end_date: at(c.verification_end_date, i),
  is_show: at(c.is_show, i),
  conversion_rate: at(c.conversion_rate, i),
  expected_uplift: at(c.expected_uplift, i),
  deadLine: at(c.deadLine, i),
  index_num: at(c.index_num, i),
});

export const workAt = (c: Columns<'work'>, i: number): WorkNode => ({
  id: at(c.id, i),
  title: at(c.title, i),
  deadLine: at(c.deadLine, i),
  index_num: at(c.index_num, i),
});

/** The row numbers of a level grouped by parent id, each group in the level's (sibling) order. */
function rowsByParent(parentIds: readonly (number | null)[]): Map<number | null, number[]> {
  const groups = new Map<number | null, number[]>();
  parentIds.forEach((parentId, row) => {
    const group = groups.get(parentId);
    if (group) group.push(row);
    else groups.set(parentId, [row]);
  });
  return groups;
}

export interface NestedTree {
  kpis: KpiNode[];
  /** Tasks under no KPI and flagged non-KPI. */
  nonKpiTasks: TaskNode[];
  /** Tasks under no KPI, not flagged: the inbox (未整理). */
  inboxTasks: TaskNode[];
}

/** Each node's assignees' user ids, keyed by assigneeKey. */
function assigneesByNode(c: Columns<'assignees'>): Map<string, number[]> {
  const byNode = new Map<string, number[]>();
  c.kind.forEach((kind, i) => {
    const key = assigneeKey(kind, at(c.node_id, i));
    const userIds = byNode.get(key);
    if (userIds) userIds.push(at(c.user_id, i));
    else byNode.set(key, [at(c.user_id, i)]);
  });
  return byNode;
}

const assigneeKey = (kind: AssignableKind, id: number) => `${kind}:${id}`;

/**
 * The tree the columns describe, each KPI, task, measure and work with its assignees. A row whose
 * parent is not among them is left out with its children.
 */
export function nestTreeColumns(c: TreeColumns): NestedTree {
  const assignees = assigneesByNode(c.assignees);
  // A node nobody is assigned to carries no assignees field, as a saved node's answer.
  const people = (kind: AssignableKind, id: number) => {
    const userIds = assignees.get(assigneeKey(kind, id));
    return userIds ? { assignees: userIds } : {};
  };
  const measuresBy = rowsByParent(c.measure.hypothesis_id);
  const worksBy = rowsByParent(c.work.hypothesis_id);
  const hypothesesBy = rowsByParent(c.hypothesis.factor_id);
  const factorsBy = rowsByParent(c.factor.task_id);
  const tasksBy = rowsByParent(c.task.project_kpi_id);

  const hypothesis = (i: number): HypothesisNode => ({
    ...hypothesisFieldsAt(c.hypothesis, i),
    measure: (measuresBy.get(at(c.hypothesis.id, i)) ?? []).map((j) => ({
      ...measureAt(c.measure, j),
      ...people('measure', at(c.measure.id, j)),
    })),
    work: (worksBy.get(at(c.hypothesis.id, i)) ?? []).map((j) => ({
      ...workAt(c.work, j),
      ...people('work', at(c.work.id, j)),
    })),
  });
  const factor = (i: number): FactorNode => ({
    ...factorFieldsAt(c.factor, i),
    hypothesis: (hypothesesBy.get(at(c.factor.id, i)) ?? []).map(hypothesis),
  });
  const task = (i: number): TaskNode => ({
    ...taskFieldsAt(c.task, i),
    ...people('task', at(c.task.id, i)),
    factor: (factorsBy.get(at(c.task.id, i)) ?? []).map(factor),
  });

  const unattached = tasksBy.get(null) ?? [];
  return {
    kpis: c.kpi.id.map((id, i) => ({
      ...kpiFieldsAt(c.kpi, i),
      ...people('kpi', id),
      problem: (tasksBy.get(id) ?? []).map(task),
    })),
    nonKpiTasks: unattached.filter((i) => c.task.is_non_kpi[i] === 1).map(task),
    inboxTasks: unattached.filter((i) => c.task.is_non_kpi[i] !== 1).map(task),
  };
}
