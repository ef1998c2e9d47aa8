import {
  rankOf,
  type FactorNode,
  type HypothesisNode,
  type KpiNode,
  type MeasureNode,
  type TaskNode,
  type WorkNode,
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

/** Row → node field mappings (product.md §3.3 names), shared by the tree and by the answers of single saves. */
export const toKpiFields = (r: Row<KpisTable, typeof kpiColumns>) => ({
  id: r.id,
  title: r.kpi,
  current: { text: r.current_figure },
  detail: { text: r.kpi_detail },
  status: r.status,
  deadLine: r.dead_line,
  index_num: r.index_num,
});

export const toTaskFields = (r: Row<TasksTable, typeof taskColumns>) => ({
  id: r.id,
  title: r.task,
  deadLine: r.dead_line,
  status: r.status,
  link: r.link,
  is_non_kpi: (r.is_non_kpi === 1 ? 1 : 0) as 0 | 1,
  project_kpi_id: r.project_kpi_id,
  index_num: r.index_num,
});

export const toFactorFields = (r: Row<FactorsTable, typeof factorColumns>) => ({
  id: r.id,
  title: r.factor,
  index_num: r.index_num,
});

export const toHypothesisFields = (r: Row<HypothesesTable, typeof hypothesisColumns>) => ({
  id: r.id,
  title: r.hypothesis,
  category: r.category,
  hypothesis_status: r.hypothesis_status,
  index_num: r.index_num,
});

export const toMeasure = (r: Row<MeasuresTable, typeof measureColumns>): MeasureNode => ({
  id: r.id,
  title: r.measure,
  status: r.status,
  importance: r.importance,
  urgency: r.urgency,
  rank: rankOf(r.importance, r.urgency),
  priority: r.priority,
  verification: r.verification,
  daterange: [r.verification_start_date, r.verification_end_date],
  verification_start_date: r.verification_start_date,
  verification_end_date: r.verification_end_date,
  is_show: r.is_show === SHOWN ? 1 : 0,
  conversion_rate: r.conversion_rate === null ? null : Number(r.conversion_rate),
  index_num: r.index_num,
});

export const toWork = (r: Row<WorksTable, typeof workColumns>): WorkNode => ({
  id: r.id,
  title: r.work,
  index_num: r.index_num,
});

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

export interface LoadedTree {
  kpis: KpiNode[];
  nonKpiTasks: TaskNode[];
  inboxTasks: TaskNode[];
}

/**
 * The whole live tree of a project: six queries (one per level, each in sibling order), joined in
 * memory. Children of a deleted node stay out with it. forClient leaves out the measures hidden from
 * client users (access/visibility.ts). With kpiId, only that KPI and its branch are read (each level
 * narrowed by its live parents), so get_limit_kpi answers the first KPI without reading the rest.
 */
export async function loadTree(db: Db, projectId: number, forClient: boolean, kpiId?: number): Promise<LoadedTree> {
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

  const measuresBy = groupBy(measureRows, (r) => r.hypothesis_id);
  const worksBy = groupBy(workRows, (r) => r.hypothesis_id);
  const hypothesesBy = groupBy(hypothesisRows, (r) => r.factor_id);
  const factorsBy = groupBy(factorRows, (r) => r.task_id);

  const hypothesis = (r: (typeof hypothesisRows)[number]): HypothesisNode => ({
    ...toHypothesisFields(r),
    measure: (measuresBy.get(r.id) ?? []).map(toMeasure),
    work: (worksBy.get(r.id) ?? []).map(toWork),
  });
  const factor = (r: (typeof factorRows)[number]): FactorNode => ({
    ...toFactorFields(r),
    hypothesis: (hypothesesBy.get(r.id) ?? []).map(hypothesis),
  });
  const task = (r: (typeof taskRows)[number]): TaskNode => ({
    ...toTaskFields(r),
    factor: (factorsBy.get(r.id) ?? []).map(factor),
  });

  const tasks = taskRows;
  const tasksBy = groupBy(
    tasks.filter((r) => r.project_kpi_id !== null),
    (r) => r.project_kpi_id,
  );
  return {
    kpis: kpiRows.map((r) => ({ ...toKpiFields(r), problem: (tasksBy.get(r.id) ?? []).map(task) })),
    nonKpiTasks: tasks.filter((r) => r.project_kpi_id === null && r.is_non_kpi === 1).map(task),
    inboxTasks: tasks.filter((r) => r.project_kpi_id === null && r.is_non_kpi !== 1).map(task),
  };
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
