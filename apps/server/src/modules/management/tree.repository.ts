import {
  factorFieldsAt,
  hypothesisFieldsAt,
  kpiFieldsAt,
  measureAt,
  nestTreeColumns,
  taskFieldsAt,
  workAt,
  type AssignableKind,
  type NestedTree,
  type TreeColumns,
} from '@kaizen/domain';
import type { ExpressionBuilder, Selectable, SelectQueryBuilder } from 'kysely';
import type {
  Database,
  FactorsTable,
  HypothesesTable,
  KpisTable,
  MeasuresTable,
  TasksTable,
  WorksTable,
  Db,
} from '../../db/types.js';
import { readRowArrays, toColumns } from '../../db/row-arrays.js';
import { SHOWN } from '../access/visibility.js';

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
  'expected_uplift',
  'dead_line',
  'index_num',
] as const;
const workColumns = ['id', 'hypothesis_id', 'work', 'dead_line', 'index_num'] as const;

type Row<T, C extends readonly (keyof Selectable<T>)[]> = Pick<Selectable<T>, C[number]>;
type KpiRow = Row<KpisTable, typeof kpiColumns>;
type TaskRow = Row<TasksTable, typeof taskColumns>;
type FactorRow = Row<FactorsTable, typeof factorColumns>;
type HypothesisRow = Row<HypothesesTable, typeof hypothesisColumns>;
type MeasureRow = Row<MeasuresTable, typeof measureColumns>;
type WorkRow = Row<WorksTable, typeof workColumns>;

/** A level's stored columns, one array each, value i of each belonging to row i. */
type Stored<R> = { [K in keyof R]: R[K][] };

/** Stored → node columns (product.md §3.3 names): the one place a level's stored columns get their node names. */
const kpiColumnsOf = (c: Stored<KpiRow>): TreeColumns['kpi'] => ({
  id: c.id,
  title: c.kpi,
  current: c.current_figure,
  detail: c.kpi_detail,
  status: c.status,
  deadLine: c.dead_line,
  index_num: c.index_num,
});

const taskColumnsOf = (c: Stored<TaskRow>): TreeColumns['task'] => ({
  id: c.id,
  project_kpi_id: c.project_kpi_id,
  title: c.task,
  deadLine: c.dead_line,
  status: c.status,
  link: c.link,
  is_non_kpi: c.is_non_kpi.map((flag) => (flag === 1 ? 1 : 0)),
  index_num: c.index_num,
});

const factorColumnsOf = (c: Stored<FactorRow>): TreeColumns['factor'] => ({
  id: c.id,
  task_id: c.task_id,
  title: c.factor,
  index_num: c.index_num,
});

const hypothesisColumnsOf = (c: Stored<HypothesisRow>): TreeColumns['hypothesis'] => ({
  id: c.id,
  factor_id: c.factor_id,
  title: c.hypothesis,
  category: c.category,
  hypothesis_status: c.hypothesis_status,
  index_num: c.index_num,
});

const measureColumnsOf = (c: Stored<MeasureRow>): TreeColumns['measure'] => ({
  id: c.id,
  hypothesis_id: c.hypothesis_id,
  title: c.measure,
  status: c.status,
  importance: c.importance,
  urgency: c.urgency,
  priority: c.priority,
  verification: c.verification,
  verification_start_date: c.verification_start_date,
  verification_end_date: c.verification_end_date,
  is_show: c.is_show.map((flag) => (flag === SHOWN ? 1 : 0)),
  conversion_rate: c.conversion_rate,
  expected_uplift: c.expected_uplift,
  deadLine: c.dead_line,
  index_num: c.index_num,
});

const workColumnsOf = (c: Stored<WorkRow>): TreeColumns['work'] => ({
  id: c.id,
  hypothesis_id: c.hypothesis_id,
  title: c.work,
  deadLine: c.dead_line,
  index_num: c.index_num,
});

/** One row as a level of one row. */
function single<R extends object>(row: R): Stored<R> {
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column, [value]])) as Stored<R>;
}

/** A single saved node's fields, as create_* and move calls answer them: the tree's own mapping. */
export const toKpiFields = (r: KpiRow) => kpiFieldsAt(kpiColumnsOf(single(r)), 0);
export const toTaskFields = (r: TaskRow) => taskFieldsAt(taskColumnsOf(single(r)), 0);
export const toFactorFields = (r: FactorRow) => factorFieldsAt(factorColumnsOf(single(r)), 0);
export const toHypothesisFields = (r: HypothesisRow) => hypothesisFieldsAt(hypothesisColumnsOf(single(r)), 0);
export const toMeasure = (r: MeasureRow) => measureAt(measureColumnsOf(single(r)), 0);
export const toWork = (r: WorkRow) => workAt(workColumnsOf(single(r)), 0);

/**
 * A level's rows as read by readRowArrays, as stored columns. The values are the database's, typed as
 * its columns are (as Kysely types the rows it reads).
 */
const stored = <R>(rows: unknown[][], columns: readonly (keyof R & string)[]) => toColumns(rows, columns) as Stored<R>;

/** The rows whose parent (the value at `parentAt`) is among the kept rows' ids (value 0). */
function under(rows: unknown[][], parentAt: number, parents: unknown[][]): unknown[][] {
  const kept = new Set(parents.map((parent) => parent[0]));
  return rows.filter((row) => kept.has(row[parentAt]));
}

/** The tree's node types as change_view and get_unorganized_task answer them (domain/tree-columns.ts). */
export type LoadedTree = NestedTree;

/**
 * A part of the tree read on its own: one KPI with its branch (get_limit_kpi answers the first KPI
 * without reading the rest) or the inbox's tasks with theirs (get_unorganized_task).
 */
export type Branch = { kpiId: number } | 'inbox';

/**
 * The live ids of each level under the tasks a read starts from — a branch's, or (none given) every
 * task of the tree: under no KPI or under a live one — as subqueries for the level below: in SQL, the
 * rule the whole read applies in memory (under()), for reads that must not load the rest.
 */
function liveIdsUnder(db: Db, projectId: number, branch?: Branch) {
  const startTasks = (eb: ExpressionBuilder<Database, 'tasks'>) => {
    if (branch === 'inbox') return eb.and([eb('project_kpi_id', 'is', null), eb('is_non_kpi', '<>', 1)]);
    if (branch) return eb('project_kpi_id', '=', branch.kpiId);
    const liveKpis = db.selectFrom('kpis').select('id').where('project_id', '=', projectId).where('is_deleted', '=', 0);
    return eb.or([eb('project_kpi_id', 'is', null), eb('project_kpi_id', 'in', liveKpis)]);
  };
  const tasks = () =>
    db
      .selectFrom('tasks')
      .select('id')
      .where('project_id', '=', projectId)
      .where('is_deleted', '=', 0)
      .where(startTasks);
  const factors = () =>
    db.selectFrom('factors').select('id').where('is_deleted', '=', 0).where('task_id', 'in', tasks());
  const hypotheses = () =>
    db.selectFrom('hypotheses').select('id').where('is_deleted', '=', 0).where('factor_id', 'in', factors());
  return { startTasks, tasks, factors, hypotheses };
}

/**
 * The whole live tree of a project as columns (GET managements/tree_columns): six queries (one per
 * level, each answering its rows in sibling order, readRowArrays); rows under a deleted node are
 * left out with it. forClient leaves out the measures hidden from client users
 * (access/visibility.ts). With a branch, only its tasks and what is under them are read (each level
 * narrowed by its live parents).
 */
export async function loadTreeColumns(
  db: Db,
  projectId: number,
  forClient: boolean,
  branch?: Branch,
): Promise<TreeColumns> {
  const kpiId = typeof branch === 'object' ? branch.kpiId : undefined;
  const scoped = branch !== undefined;
  const live = liveIdsUnder(db, projectId, branch);
  const inOrder = <TB extends keyof Database>(
    query: SelectQueryBuilder<Database, TB, object>,
    columns: readonly string[],
  ) => readRowArrays(db, query, columns, ['index_num', 'id']);

  const [kpis, allTasks, allFactors, allHypotheses, allMeasures, allWorks, allAssignees] = await Promise.all([
    // The inbox is under no KPI.
    branch === 'inbox'
      ? []
      : inOrder(
          db
            .selectFrom('kpis')
            .where('project_id', '=', projectId)
            .where('is_deleted', '=', 0)
            .$if(scoped, (q) => q.where('id', '=', kpiId ?? 0)),
          kpiColumns,
        ),
    inOrder(
      db
        .selectFrom('tasks')
        .where('project_id', '=', projectId)
        .where('is_deleted', '=', 0)
        .$if(scoped, (q) => q.where(live.startTasks)),
      taskColumns,
    ),
    inOrder(
      db
        .selectFrom('factors')
        .where('project_id', '=', projectId)
        .where('is_deleted', '=', 0)
        .$if(scoped, (q) => q.where('task_id', 'in', live.tasks())),
      factorColumns,
    ),
    inOrder(
      db
        .selectFrom('hypotheses')
        .where('project_id', '=', projectId)
        .where('is_deleted', '=', 0)
        .$if(scoped, (q) => q.where('factor_id', 'in', live.factors())),
      hypothesisColumns,
    ),
    inOrder(
      db
        .selectFrom('measures')
        .where('project_id', '=', projectId)
        .where('is_deleted', '=', 0)
        .$if(forClient, (q) => q.where('is_show', '=', SHOWN))
        .$if(scoped, (q) => q.where('hypothesis_id', 'in', live.hypotheses())),
      measureColumns,
    ),
    inOrder(
      db
        .selectFrom('works')
        .where('project_id', '=', projectId)
        .where('is_deleted', '=', 0)
        .$if(scoped, (q) => q.where('hypothesis_id', 'in', live.hypotheses())),
      workColumns,
    ),
    // One query for every assignment of the project, whatever the number of nodes.
    db
      .selectFrom('node_assignees')
      .select(['kind', 'node_id', 'user_id'])
      .where('project_id', '=', projectId)
      .orderBy('created_at')
      .orderBy('user_id')
      .execute(),
  ]);

  const kpiIds = new Set(kpis.map((kpi) => kpi[0]));
  const kpiAt = taskColumns.indexOf('project_kpi_id');
  const tasks = allTasks.filter((task) => task[kpiAt] === null || kpiIds.has(task[kpiAt]));
  const factors = under(allFactors, factorColumns.indexOf('task_id'), tasks);
  const hypotheses = under(allHypotheses, hypothesisColumns.indexOf('factor_id'), factors);
  const measures = under(allMeasures, measureColumns.indexOf('hypothesis_id'), hypotheses);
  const works = under(allWorks, workColumns.indexOf('hypothesis_id'), hypotheses);
  // Only the assignments of nodes read: none of a measure hidden from the reader, nor of a deleted node.
  const read = { kpi: kpis, task: tasks, measure: measures, work: works };
  const readIds = Object.fromEntries(
    Object.entries(read).map(([kind, rows]) => [kind, new Set(rows.map((row) => Number(row[0])))]),
  ) as Record<AssignableKind, Set<number>>;
  const assignees = allAssignees.filter((a) => readIds[a.kind as AssignableKind].has(Number(a.node_id)));
  return {
    kpi: kpiColumnsOf(stored(kpis, kpiColumns)),
    task: taskColumnsOf(stored(tasks, taskColumns)),
    factor: factorColumnsOf(stored(factors, factorColumns)),
    hypothesis: hypothesisColumnsOf(stored(hypotheses, hypothesisColumns)),
    measure: measureColumnsOf(stored(measures, measureColumns)),
    work: workColumnsOf(stored(works, workColumns)),
    assignees: {
      kind: assignees.map((a) => a.kind as AssignableKind),
      node_id: assignees.map((a) => Number(a.node_id)),
      user_id: assignees.map((a) => Number(a.user_id)),
    },
  };
}

/** The whole live tree of a project as nodes (loadTreeColumns, nested). */
export async function loadTree(db: Db, projectId: number, forClient: boolean, branch?: Branch): Promise<LoadedTree> {
  return nestTreeColumns(await loadTreeColumns(db, projectId, forClient, branch));
}

/**
 * The ids of the measures loadTree would hold, in one query instead of the whole tree (liveIdsUnder);
 * forClient, only those shown to client users.
 */
export async function liveMeasureIds(db: Db, projectId: number, forClient: boolean): Promise<number[]> {
  const rows = await db
    .selectFrom('measures')
    .select('id')
    .where('project_id', '=', projectId)
    .where('is_deleted', '=', 0)
    .where('hypothesis_id', 'in', liveIdsUnder(db, projectId).hypotheses())
    .$if(forClient, (q) => q.where('is_show', '=', SHOWN))
    .execute();
  return rows.map((row) => row.id);
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
