import { z } from '../common/zod.js';
import { ranks } from './rank.js';

/** The levels of the tree, top down (product.md §1). */
export const nodeKinds = ['kpi', 'task', 'factor', 'hypothesis', 'measure', 'work'] as const;
export type NodeKind = (typeof nodeKinds)[number];

/** Whether a kind read from storage or a request (a comment's or history row's target) is a tree node's. */
export const isNodeKind = (kind: string): kind is NodeKind => (nodeKinds as readonly string[]).includes(kind);
export type ChildKind = Exclude<NodeKind, 'kpi'>;

/** The only parent/child pairs a node can move between (product.md §4 tree moves). */
export const parentKindOf: Record<ChildKind, NodeKind> = {
  task: 'kpi',
  factor: 'task',
  hypothesis: 'factor',
  measure: 'hypothesis',
  work: 'hypothesis',
};

export const nodeKindLabels: Record<NodeKind, string> = {
  kpi: 'KPI',
  task: '課題',
  factor: '要因',
  hypothesis: '仮説',
  measure: '施策',
  work: '作業',
};

export const flagSchema = z.union([z.literal(0), z.literal(1)]);
const nullableInt = z.number().int().nullable();
const nullableDate = z.string().nullable();

/** The 担当者' user ids (issue 33 §1), in the order assigned; the tree reads carry them, a saved node's answer not. */
const assigneesField = z.array(z.number().int()).optional();

export const workNodeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 期限. */
  deadLine: nullableDate,
  assignees: assigneesField,
  index_num: z.number().int(),
});

export const measureFieldsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: nullableInt,
  importance: nullableInt,
  urgency: nullableInt,
  rank: z.enum(ranks),
  priority: nullableInt,
  verification: nullableInt,
  /** [verification_start_date, verification_end_date], for date-range pickers. */
  daterange: z.tuple([nullableDate, nullableDate]),
  verification_start_date: nullableDate,
  verification_end_date: nullableDate,
  /** Display flag: 0 hides the measure from client users. */
  is_show: flagSchema,
  conversion_rate: z.number().nullable(),
  /** 見込み上昇率 in percent (10 = +10 %), until the verification gives a measured uplift; null when none. */
  expected_uplift: z.number().nullable(),
  /** 期限. */
  deadLine: nullableDate,
  assignees: assigneesField,
  index_num: z.number().int(),
});
export const measureNodeSchema = measureFieldsSchema;

export const hypothesisFieldsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: nullableInt,
  hypothesis_status: nullableInt,
  index_num: z.number().int(),
});
export const hypothesisNodeSchema = hypothesisFieldsSchema.extend({
  measure: z.array(measureNodeSchema),
  work: z.array(workNodeSchema),
});

export const factorFieldsSchema = z.object({ id: z.number().int(), title: z.string(), index_num: z.number().int() });
export const factorNodeSchema = factorFieldsSchema.extend({ hypothesis: z.array(hypothesisNodeSchema) });

export const taskFieldsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  deadLine: nullableDate,
  status: nullableInt,
  link: z.string().nullable(),
  is_non_kpi: flagSchema,
  project_kpi_id: nullableInt,
  assignees: assigneesField,
  index_num: z.number().int(),
});
export const taskNodeSchema = taskFieldsSchema.extend({ factor: z.array(factorNodeSchema) });

export const kpiFieldsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  current: z.object({ text: z.string() }),
  detail: z.object({ text: z.string() }),
  status: nullableInt,
  deadLine: nullableDate,
  assignees: assigneesField,
  index_num: z.number().int(),
});
export const kpiNodeSchema = kpiFieldsSchema.extend({ problem: z.array(taskNodeSchema) });

export type WorkNode = z.infer<typeof workNodeSchema>;
export type MeasureNode = z.infer<typeof measureNodeSchema>;
export type HypothesisFields = z.infer<typeof hypothesisFieldsSchema>;
export type HypothesisNode = z.infer<typeof hypothesisNodeSchema>;
export type FactorFields = z.infer<typeof factorFieldsSchema>;
export type FactorNode = z.infer<typeof factorNodeSchema>;
export type TaskFields = z.infer<typeof taskFieldsSchema>;
export type TaskNode = z.infer<typeof taskNodeSchema>;
export type KpiFields = z.infer<typeof kpiFieldsSchema>;
export type KpiNode = z.infer<typeof kpiNodeSchema>;

/** change_view / get_other_kpi: the KPIs with everything under them, and the non-KPI tasks. */
export const managementTreeSchema = z.object({
  kpi_array: z.array(kpiNodeSchema),
  non_kpi_task: z.array(taskNodeSchema),
});
export type ManagementTree = z.infer<typeof managementTreeSchema>;

export const limitKpiSchema = z.object({ kpi: kpiNodeSchema.nullable() });
export const unorganizedTaskSchema = z.object({ unorganized_task: z.array(taskNodeSchema) });

/** A saved node as create_* and move calls answer it: its own fields, without children. */
export const savedNodeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('kpi'), id: z.number().int(), node: kpiFieldsSchema }),
  z.object({ kind: z.literal('task'), id: z.number().int(), node: taskFieldsSchema }),
  z.object({ kind: z.literal('factor'), id: z.number().int(), node: factorFieldsSchema }),
  z.object({ kind: z.literal('hypothesis'), id: z.number().int(), node: hypothesisFieldsSchema }),
  z.object({ kind: z.literal('measure'), id: z.number().int(), node: measureFieldsSchema }),
  z.object({ kind: z.literal('work'), id: z.number().int(), node: workNodeSchema }),
]);
export type SavedNode = z.infer<typeof savedNodeSchema>;
