import {
  factorFieldsAt,
  hypothesisFieldsAt,
  kpiFieldsAt,
  measureAt,
  nestTreeColumns,
  taskFieldsAt,
  workAt,
  type NestedTree,
  type TreeColumns,
} from '@kaizen/domain';
import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  FactorsTable,
  HypothesesTable,
  KpisTable,
  MeasuresTable,
  TasksTable,
  WorksTable,
} from '../../db/types.js';
import { SHOWN } from '../access/visibility.js';

type Db = Kysely<Database>;

/** The columns each level's nodes are made of (the tree reads nothing else). */
const kpiColumns = ['id', 'kpi', 'current_figure', 'kpi_detail', 'status', 'dead_line', 'index_num'] as const;
const taskColumns = ['id', 'task', 'dead_line', 'status', 'link', 'is_non_kpi', 'project_kpi_id', 'index_num'] as const;
const factorColumns = ['id', 'task_id', 'factor', 'index_num'] as const;
const hypothesisColumns = ['id', 'factor_id', 'hypothesis', 'category', 'hypothesis_status', 'index_num'] as const;
const measureColumns = [
  'id',
  'hypothesis_id',
  'measure',
  'status',
  'importance',
  'urgency',
  'priority',
  'verification',
  'verification_start_date',
  'verification_end_date',
  'is_show',
  'conversion_rate',
  'index_num',
] as const;
const workColumns = ['id', 'hypothesis_id', 'work', 'index_num'] as const;

type Row<T, C extends readonly (keyof Selectable<T>)[]> = Pick<Selectable<T>, C[number]>;
type KpiRow = Row<KpisTable, typeof kpiColumns>;
type TaskRow = Row<TasksTable, typeof taskColumns>;
type FactorRow = Row<FactorsTable, typeof factorColumns>;
type HypothesisRow = Row<HypothesesTable, typeof hypothesisColumns>;
type MeasureRow = Row<MeasuresTable, typeof measureColumns>;
type WorkRow = Row<WorksTable, typeof workColumns>;

/** Row → column mappings (product.md §3.3 names): the one place a level's stored columns get their node names. */
const kpiColumnsOf = (rows: KpiRow[]): TreeColumns['kpi'] => ({
  id: rows.map((r) => r.id),
  title: rows.map((r) => r.kpi),
  current: rows.map((r) => r.current_figure),
  detail: rows.map((r) => r.kpi_detail),
  status: rows.map((r) => r.status),
  deadLine: rows.map((r) => r.dead_line),
  index_num: rows.map((r) => r.index_num),
});

const taskColumnsOf = (rows: TaskRow[]): TreeColumns['task'] => ({
  id: rows.map((r) => r.id),
  project_kpi_id: rows.map((r) => r.project_kpi_id),
  title: rows.map((r) => r.task),
  deadLine: rows.map((r) => r.dead_line),
  status: rows.map((r) => r.status),
  link: rows.map((r) => r.link),
  is_non_kpi: rows.map((r) => (r.is_non_kpi === 1 ? 1 : 0)),
  index_num: rows.map((r) => r.index_num),
});

const factorColumnsOf = (rows: FactorRow[]): TreeColumns['factor'] => ({
  id: rows.map((r) => r.id),
  task_id: rows.map((r) => r.task_id),
  title: rows.map((r) => r.factor),
  index_num: rows.map((r) => r.index_num),
});

const hypothesisColumnsOf = (rows: HypothesisRow[]): TreeColumns['hypothesis'] => ({
  id: rows.map((r) => r.id),
  factor_id: rows.map((r) => r.factor_id),
  title: rows.map((r) => r.hypothesis),
  category: rows.map((r) => r.category),
  hypothesis_status: rows.map((r) => r.hypothesis_status),
  index_num: rows.map((r) => r.index_num),
});

const measureColumnsOf = (rows: MeasureRow[]): TreeColumns['measure'] => ({
  id: rows.map((r) => r.id),
  hypothesis_id: rows.map((r) => r.hypothesis_id),
  title: rows.map((r) => r.measure),
  status: rows.map((r) => r.status),
  importance: rows.map((r) => r.importance),
  urgency: rows.map((r) => r.urgency),
  priority: rows.map((r) => r.priority),
  verification: rows.map((r) => r.verification),
  verification_start_date: rows.map((r) => r.verification_start_date),
  verification_end_date: rows.map((r) => r.verification_end_date),
  is_show: rows.map((r) => (r.is_show === SHOWN ? 1 : 0)),
  // PostgreSQL answers numeric columns as text.
  conversion_rate: rows.map((r) => (r.conversion_rate === null ? null : Number(r.conversion_rate))),
  index_num: rows.map((r) => r.index_num),
});

const workColumnsOf = (rows: WorkRow[]): TreeColumns['work'] => ({
  id: rows.map((r) => r.id),
  hypothesis_id: rows.map((r) => r.hypothesis_id),
  title: rows.map((r) => r.work),
  index_num: rows.map((r) => r.index_num),
});

/** A single saved node's fields, as create_* and move calls answer them: the tree's own mapping. */
export const toKpiFields = (r: KpiRow) => kpiFieldsAt(kpiColumnsOf([r]), 0);
export const toTaskFields = (r: TaskRow) => taskFieldsAt(taskColumnsOf([r]), 0);
export const toFactorFields = (r: FactorRow) => factorFieldsAt(factorColumnsOf([r]), 0);
export const toHypothesisFields = (r: HypothesisRow) => hypothesisFieldsAt(hypothesisColumnsOf([r]), 0);
export const toMeasure = (r: MeasureRow) => measureAt(measureColumnsOf([r]), 0);
export const toWork = (r: WorkRow) => workAt(workColumnsOf([r]), 0);

/** The rows whose parent is among the kept ones (a deleted node's children stay out with it). */
function under<R>(rows: R[], parentOf: (row: R) => number, parents: { id: number }[]): R[] {
  const kept = new Set(parents.map((p) => p.id));
  return rows.filter((row) => kept.has(parentOf(row)));
}

/** The tree's node types as change_view and get_unorganized_task answer them (domain/tree-columns.ts). */
export type LoadedTree = NestedTree;

/**
 * The whole live tree of a project as columns (GET managements/tree_columns): six queries (one per
 * level, each in sibling order); rows under a deleted node are left out with it. forClient leaves
 * out the measures hidden from client users (access/visibility.ts). With kpiId, only that KPI and its
 * branch are read (each level narrowed by its live parents), so get_limit_kpi answers the first KPI
 * without reading the rest.
 */
export async function loadTreeColumns(
  db: Db,
  projectId: number,
  forClient: boolean,
  kpiId?: number,
): Promise<TreeColumns> {
  // The live ids of each level of the KPI's branch, as subqueries for the level below.
  const branchTasks = () =>
    db
      .selectFrom('tasks')
      .select('id')
      .where('project_id', '=', projectId)
      .where('is_deleted', '=', 0)
      .where('project_kpi_id', '=', kpiId ?? 0);
  const branchFactors = () =>
    db.selectFrom('factors').select('id').where('is_deleted', '=', 0).where('task_id', 'in', branchTasks());
  const branchHypotheses = () =>
    db.selectFrom('hypotheses').select('id').where('is_deleted', '=', 0).where('factor_id', 'in', branchFactors());
  const scoped = kpiId !== undefined;

  const [kpiRows, taskRows, factorRows, hypothesisRows, measureRows, workRows] = await Promise.all([
    db
      .selectFrom('kpis')
      .select(kpiColumns)
      .where('project_id', '=', projectId)
      .where('is_deleted', '=', 0)
      .$if(scoped, (q) => q.where('id', '=', kpiId ?? 0))
      .orderBy('index_num')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('tasks')
      .select(taskColumns)
      .where('project_id', '=', projectId)
      .where('is_deleted', '=', 0)
      .$if(scoped, (q) => q.where('project_kpi_id', '=', kpiId ?? 0))
      .orderBy('index_num')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('factors')
      .select(factorColumns)
      .where('project_id', '=', projectId)
      .where('is_deleted', '=', 0)
      .$if(scoped, (q) => q.where('task_id', 'in', branchTasks()))
      .orderBy('index_num')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('hypotheses')
      .select(hypothesisColumns)
      .where('project_id', '=', projectId)
      .where('is_deleted', '=', 0)
      .$if(scoped, (q) => q.where('factor_id', 'in', branchFactors()))
      .orderBy('index_num')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('measures')
      .select(measureColumns)
      .where('project_id', '=', projectId)
      .where('is_deleted', '=', 0)
      .$if(forClient, (q) => q.where('is_show', '=', SHOWN))
      .$if(scoped, (q) => q.where('hypothesis_id', 'in', branchHypotheses()))
      .orderBy('index_num')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('works')
      .select(workColumns)
      .where('project_id', '=', projectId)
      .where('is_deleted', '=', 0)
      .$if(scoped, (q) => q.where('hypothesis_id', 'in', branchHypotheses()))
      .orderBy('index_num')
      .orderBy('id')
      .execute(),
  ]);

  const kpis = new Set(kpiRows.map((r) => r.id));
  const tasks = taskRows.filter((r) => r.project_kpi_id === null || kpis.has(r.project_kpi_id));
  const factors = under(factorRows, (r) => r.task_id, tasks);
  const hypotheses = under(hypothesisRows, (r) => r.factor_id, factors);
  return {
    kpi: kpiColumnsOf(kpiRows),
    task: taskColumnsOf(tasks),
    factor: factorColumnsOf(factors),
    hypothesis: hypothesisColumnsOf(hypotheses),
    measure: measureColumnsOf(under(measureRows, (r) => r.hypothesis_id, hypotheses)),
    work: workColumnsOf(under(workRows, (r) => r.hypothesis_id, hypotheses)),
  };
}

/** The whole live tree of a project as nodes (loadTreeColumns, nested). */
export async function loadTree(db: Db, projectId: number, forClient: boolean, kpiId?: number): Promise<LoadedTree> {
  return nestTreeColumns(await loadTreeColumns(db, projectId, forClient, kpiId));
}

/** The id of the project's first live KPI in sibling order, undefined when it has none. */
export async function firstKpiId(db: Db, projectId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('kpis')
    .select('id')
    .where('project_id', '=', projectId)
    .where('is_deleted', '=', 0)
    .orderBy('index_num')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
