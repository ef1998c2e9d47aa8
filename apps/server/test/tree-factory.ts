import type { Db } from '../src/db/types.js';
import { insertNode } from '../src/modules/management/node-writes.repository.js';

/** Typed inserts of each kind of node, for a test that needs a node with exact fields. */
export { insertNode };

export interface TreeIds {
  kpi: number;
  task: number;
  factor: number;
  hypothesis: number;
  measure: number;
  hiddenMeasure: number;
  work: number;
  inboxTask: number;
  nonKpiTask: number;
}

/**
 * A small live tree in a project, appended after what is there: KPI > task > factor > hypothesis >
 * (a measure, a measure hidden from clients, a work), plus an inbox task and a non-KPI task.
 */
export async function makeTree(db: Db, projectId: number, label = 'テスト'): Promise<TreeIds> {
  const last = await db
    .selectFrom('kpis')
    .select((eb) => eb.fn.max('index_num').as('m'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  const kpi = await insertNode.kpi(db, {
    project_id: projectId,
    kpi: `${label}KPI`,
    status: 3,
    index_num: Number(last?.m ?? 0) + 1,
  });
  const task = await insertNode.task(db, {
    project_id: projectId,
    project_kpi_id: kpi,
    task: `${label}課題`,
    status: 3,
    index_num: 1,
  });
  const { factor, hypothesis, measure } = await branchUnderTask(db, projectId, task, label, {
    status: 1,
    importance: 2,
    urgency: 2,
  });
  const hiddenMeasure = await insertNode.measure(db, {
    project_id: projectId,
    hypothesis_id: hypothesis,
    measure: `${label}非公開施策`,
    is_show: 0,
    index_num: 2,
  });
  const work = await insertNode.work(db, {
    project_id: projectId,
    hypothesis_id: hypothesis,
    work: `${label}作業`,
    index_num: 1,
  });
  const inboxTask = await insertNode.task(db, { project_id: projectId, task: `${label}未整理`, index_num: 1000 + kpi });
  const nonKpiTask = await insertNode.task(db, {
    project_id: projectId,
    task: `${label}非KPI`,
    is_non_kpi: 1,
    index_num: 1000 + kpi,
  });
  return { kpi, task, factor, hypothesis, measure, hiddenMeasure, work, inboxTask, nonKpiTask };
}

/** factor > hypothesis > measure under a task, each the first of its siblings; `measure` adds fields. */
export async function branchUnderTask(
  db: Db,
  projectId: number,
  taskId: number,
  label: string,
  measure: { status?: number; importance?: number; urgency?: number } = {},
) {
  const factor = await insertNode.factor(db, {
    project_id: projectId,
    task_id: taskId,
    factor: `${label}要因`,
    index_num: 1,
  });
  const hypothesis = await insertNode.hypothesis(db, {
    project_id: projectId,
    factor_id: factor,
    hypothesis: `${label}仮説`,
    index_num: 1,
  });
  const measureId = await insertNode.measure(db, {
    project_id: projectId,
    hypothesis_id: hypothesis,
    measure: `${label}施策`,
    ...measure,
    index_num: 1,
  });
  return { factor, hypothesis, measure: measureId };
}

/** The id of a project's KGI, made (empty) when the project has none yet. */
export async function kgiOf(db: Db, projectId: number): Promise<number> {
  const existing = await db.selectFrom('kgis').select('id').where('project_id', '=', projectId).executeTakeFirst();
  if (existing) return existing.id;
  const at = new Date().toISOString();
  const made = await db
    .insertInto('kgis')
    .values({ project_id: projectId, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}
