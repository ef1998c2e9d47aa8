import { NEED_STATUS_OPEN } from '@kaizen/domain';
import type { Updateable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { NeedsTable, Db } from '../../db/types.js';

/** A need with the names of who wrote and who answered it (a deleted user's name still shows). */
function needs(db: Db) {
  return db
    .selectFrom('needs')
    .leftJoin('users as author', 'author.id', 'needs.created_by')
    .leftJoin('users as answerer', 'answerer.id', 'needs.answered_by')
    .select([
      'needs.id',
      'needs.project_id',
      'needs.title',
      'needs.detail',
      'needs.priority',
      'needs.status',
      'needs.answer',
      'needs.answered_by',
      'needs.answered_at',
      'needs.task_id',
      'needs.created_by',
      'needs.created_at',
      'needs.updated_at',
      'author.name as author_name',
      'author.is_deleted as author_deleted',
      'author.role_num as author_role_num',
      'answerer.name as answerer_name',
      'answerer.is_deleted as answerer_deleted',
    ]);
}

export type NeedRow = NonNullable<Awaited<ReturnType<typeof findNeed>>>;

/** A project's needs: 未対応 first, then 対応中 and 対応済み; within each, higher priority and newer first. */
export function listNeeds(db: Db, projectId: number) {
  return needs(db)
    .where('needs.project_id', '=', projectId)
    .orderBy('needs.status')
    .orderBy('needs.priority')
    .orderBy('needs.created_at', 'desc')
    .orderBy('needs.id', 'desc')
    .execute();
}

export function findNeed(db: Db, id: number) {
  return needs(db).where('needs.id', '=', id).executeTakeFirst();
}

/**
 * The live tasks among the given ids, with their status names: a task of the project, not deleted,
 * and not under a deleted KPI — the rule of access findLiveNode / isUnderDeletedNode, where a task's
 * parent is a KPI or none — so exactly the tasks the project's tree shows. One query, whatever the
 * tree's size; an id missing from the answer is a deleted (or gone) task.
 */
export async function findLiveTasks(db: Db, projectId: number, taskIds: number[]) {
  if (taskIds.length === 0) return [];
  const rows = await db
    .selectFrom('tasks')
    .leftJoin('kpis', 'kpis.id', 'tasks.project_kpi_id')
    .leftJoin('master_items as status', (join) =>
      join.onRef('status.id', '=', 'tasks.status').on('status.kind', '=', 'status'),
    )
    .select(['tasks.id', 'tasks.task as title', 'status.name as status_name'])
    .where('tasks.id', 'in', taskIds)
    .where('tasks.project_id', '=', projectId)
    .where('tasks.is_deleted', '=', 0)
    .where((eb) =>
      eb.or([
        eb('tasks.project_kpi_id', 'is', null),
        eb.and([eb('kpis.is_deleted', '=', 0), eb('kpis.project_id', '=', projectId)]),
      ]),
    )
    .execute();
  return rows.map((row) => ({ id: Number(row.id), title: row.title, status_name: row.status_name ?? null }));
}

export async function insertNeed(
  db: Db,
  values: { project_id: number; title: string; detail: string; priority: number; created_by: number },
): Promise<number> {
  const at = nowIso();
  const { id } = await db
    .insertInto('needs')
    .values({ ...values, status: 1, answer: '', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

type NeedFields = Omit<Updateable<NeedsTable>, 'id' | 'project_id' | 'created_by' | 'created_at' | 'updated_at'>;

export async function updateNeed(db: Db, id: number, fields: NeedFields): Promise<void> {
  await db
    .updateTable('needs')
    .set({ ...fields, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/**
 * Changes the need only while it is still open (未対応, no task: canEditNeed's state rule, in SQL):
 * false when staff started work on it (another status, or turned into a task) after the caller's check.
 */
export async function updateOpenNeed(db: Db, id: number, fields: NeedFields): Promise<boolean> {
  const result = await db
    .updateTable('needs')
    .set({ ...fields, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', NEED_STATUS_OPEN)
    .where('task_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the need only while it is still open; false when work on it started after the caller's check. */
export async function deleteOpenNeed(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('needs')
    .where('id', '=', id)
    .where('status', '=', NEED_STATUS_OPEN)
    .where('task_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Links the need to its new task, only while it has none: false when another request linked it
 * first (the caller's transaction then rolls its task back). A need still 未対応 becomes 対応中.
 */
export async function linkTask(db: Db, id: number, taskId: number, status: number): Promise<boolean> {
  const result = await db
    .updateTable('needs')
    .set({ task_id: taskId, status, updated_at: nowIso() })
    .where('id', '=', id)
    .where('task_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
