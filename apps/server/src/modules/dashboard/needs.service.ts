import {
  canEditNeed,
  isStaffRoleNum,
  needMessages,
  NEED_TURNED_INTO_TASK,
  NEED_PRIORITY_MIDDLE,
  NEED_STATUS_IN_PROGRESS,
  NEED_STATUS_OPEN,
  STATUS_NOT_STARTED,
  type AnswerNeedRequest,
  type CreateNeedRequest,
  type Need,
  type NeedPriority,
  type NeedStatus,
  type NeedsResponse,
  type NeedTask,
  type UpdateNeedRequest,
} from '@kaizen/domain';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { definedOnly } from '../../lib/request-fields.js';
import { requireProject, type NotFound } from '../access/access.service.js';
import { saveTask } from '../management/management.write.service.js';
import { notify } from '../notifications/notifications.service.js';
import {
  deleteOpenNeed,
  findLiveTasks,
  findNeed,
  insertNeed,
  linkTask,
  listNeeds,
  updateNeed,
  updateOpenNeed,
  type NeedRow,
} from './needs.repository.js';

/** Where the needs' tasks stand in the live tree: id → title and status name. */
type TaskLookup = Map<number, { title: string; status_name: string | null }>;

const userName = (name: string | null, deleted: number | null) =>
  name === null ? null : deleted === 1 ? `${name}（削除済み）` : name;

/**
 * The live tasks the needs name (none named: no query): one query for just those ids, not the
 * project's whole tree. Client users see every task (only measures are hidden from them).
 */
async function taskLookup(db: Db, projectId: number, rows: NeedRow[]): Promise<TaskLookup> {
  const ids = [...new Set(rows.flatMap((row) => (row.task_id === null ? [] : [Number(row.task_id)])))];
  const tasks = await findLiveTasks(db, projectId, ids);
  return new Map(tasks.map(({ id, ...task }) => [id, task]));
}

function taskOf(row: NeedRow, tasks: TaskLookup): NeedTask | null {
  if (row.task_id === null) return null;
  const id = Number(row.task_id);
  const live = tasks.get(id);
  // Deleted in the tree (or under a deleted KPI): the link stays and says so.
  return live ? { id, ...live, is_deleted: false } : { id, title: null, status_name: null, is_deleted: true };
}

function toNeed(row: NeedRow, actor: Actor, tasks: TaskLookup): Need {
  const fields = {
    status: Number(row.status),
    created_by: row.created_by === null ? null : Number(row.created_by),
    task_id: row.task_id === null ? null : Number(row.task_id),
  };
  return {
    id: Number(row.id),
    project_id: Number(row.project_id),
    title: row.title,
    detail: row.detail,
    priority: Number(row.priority) as NeedPriority,
    status: fields.status as NeedStatus,
    answer: row.answer,
    answered_by_name: userName(row.answerer_name, row.answerer_deleted),
    answered_at: row.answered_at,
    task: taskOf(row, tasks),
    created_by_name: userName(row.author_name, row.author_deleted),
    created_at: row.created_at,
    updated_at: row.updated_at,
    can_edit: canEditNeed(fields, actor),
  };
}

/** One need as every write answers it. */
async function needResponse(db: Db, actor: Actor, id: number): Promise<{ need: Need }> {
  const row = await findNeed(db, id);
  if (!row) throw AppError.notFound(needMessages.notFound);
  return { need: toNeed(row, actor, await taskLookup(db, Number(row.project_id), [row])) };
}

/**
 * A need the caller may reach: another company's is not there (404), like its project. Its comment
 * thread (modules/comments) asks the same rule.
 */
export async function requireNeed(
  db: Db,
  actor: Actor,
  id: number,
  notFound: NotFound = () => AppError.notFound(needMessages.notFound),
): Promise<NeedRow> {
  const row = await findNeed(db, id);
  if (!row) throw notFound();
  await requireProject(db, actor, Number(row.project_id), 'read', notFound);
  return row;
}

/**
 * The need's author hears back when staff answer it or turn it into a task (need_answered, issue 30):
 * only a client user still there, and never for their own action. Written in the caller's
 * transaction, so the notice and the change land together.
 */
async function tellAuthor(trx: Db, actor: Actor, row: NeedRow, change: { isRev: boolean; detail?: string }) {
  const author = row.created_by === null ? null : Number(row.created_by);
  const isClientAuthor = row.author_role_num !== null && !isStaffRoleNum(Number(row.author_role_num));
  if (author === null || author === actor.userId || !isClientAuthor || row.author_deleted === 1) return;
  await notify(trx, {
    projectId: Number(row.project_id),
    userId: actor.userId,
    kind: 'need_answered',
    actionPage: 'ダッシュボード',
    actionTarget: row.title,
    isRev: change.isRev,
    target: { kind: 'need', id: Number(row.id) },
    detail: change.detail ?? '',
    recipientId: author,
  });
}

/** Answering and turning into a task are staff's; a client user who may see the need gets 403. */
function requireStaffForNeed(actor: Actor): void {
  if (actor.isClient) throw AppError.forbidden(needMessages.staffOnly);
}

/** Changing or deleting: its author or staff, while it is 未対応 (canEditNeed); else 403 with the reason. */
async function requireEditableNeed(db: Db, actor: Actor, id: number): Promise<NeedRow> {
  const row = await requireNeed(db, actor, id);
  const fields = { status: Number(row.status), created_by: Number(row.created_by), task_id: row.task_id };
  if (canEditNeed(fields, actor)) return row;
  if (actor.isClient && fields.created_by !== actor.userId) throw AppError.forbidden(needMessages.notAuthor);
  throw AppError.forbidden(needMessages.editClosed);
}

/** GET pb_dashboards/get_needs (project_id): the project's needs; anyone who reads the project reads them. */
export async function getNeeds(db: Db, actor: Actor, projectId: number): Promise<NeedsResponse> {
  await requireProject(db, actor, projectId, 'read');
  const rows = await listNeeds(db, projectId);
  const tasks = await taskLookup(db, projectId, rows);
  return { needs: rows.map((row) => toNeed(row, actor, tasks)), can_answer: !actor.isClient, can_create: true };
}

/**
 * POST pb_dashboards/create_need: reading the project is enough — a client user may always write to
 * its consultant, whether or not client editing is allowed. A client's need is announced to the
 * project as a client_need notification (when the admin settings record that kind).
 */
export async function createNeed(db: Db, actor: Actor, req: CreateNeedRequest) {
  const project = await requireProject(db, actor, req.project_id, 'read');
  const id = await projectTransaction(db, project.id, async (trx) => {
    const needId = await insertNeed(trx, {
      project_id: project.id,
      title: req.title,
      detail: req.detail ?? '',
      priority: req.priority ?? NEED_PRIORITY_MIDDLE,
      created_by: actor.userId,
    });
    if (actor.isClient) {
      await notify(trx, {
        projectId: project.id,
        userId: actor.userId,
        kind: 'client_need',
        actionPage: 'ダッシュボード',
        actionTarget: req.title,
        isRev: false,
        target: { kind: 'need', id: needId },
      });
    }
    return needId;
  });
  return needResponse(db, actor, id);
}

/**
 * A guarded write changed nothing: staff started work on the need (answered it, turned it into a
 * task) or deleted it between the check and the write. The same answer the check gives then.
 */
async function refuseClosedWrite(db: Db, id: number): Promise<never> {
  if (!(await findNeed(db, id))) throw AppError.notFound(needMessages.notFound);
  throw AppError.forbidden(needMessages.editClosed);
}

/**
 * POST pb_dashboards/update_need: title, detail or priority, by its author or staff while 未対応.
 * The write itself is conditional on the need still being open, so it never lands after staff began.
 */
export async function changeNeed(db: Db, actor: Actor, req: UpdateNeedRequest) {
  const row = await requireEditableNeed(db, actor, req.id);
  const changed = await projectTransaction(db, Number(row.project_id), (trx) =>
    updateOpenNeed(trx, row.id, definedOnly({ title: req.title, detail: req.detail, priority: req.priority })),
  );
  if (!changed) await refuseClosedWrite(db, row.id);
  return needResponse(db, actor, row.id);
}

/**
 * POST pb_dashboards/answer_need (staff): the answer and/or the status. Sending an answer records
 * who answered and when, and tells the need's author; an emptied answer clears them.
 */
export async function answerNeed(db: Db, actor: Actor, req: AnswerNeedRequest) {
  const row = await requireNeed(db, actor, req.id);
  requireStaffForNeed(actor);
  const answered =
    req.answer === undefined
      ? {}
      : req.answer === ''
        ? { answer: '', answered_by: null, answered_at: null }
        : { answer: req.answer, answered_by: actor.userId, answered_at: nowIso() };
  await projectTransaction(db, Number(row.project_id), async (trx) => {
    await updateNeed(trx, row.id, { ...answered, ...definedOnly({ status: req.status }) });
    if (req.answer) await tellAuthor(trx, actor, row, { isRev: row.answer !== '' });
  });
  return needResponse(db, actor, row.id);
}

/**
 * POST pb_dashboards/need_to_task (staff): the need becomes an unorganised task of the project's
 * tree (the inbox; 未着手, titled as the need), made by the management module's own save, and the
 * need links to it — in one transaction. A need still 未対応 becomes 対応中. Already linked: 409.
 */
export async function needToTask(db: Db, actor: Actor, id: number) {
  const row = await requireNeed(db, actor, id);
  requireStaffForNeed(actor);
  if (row.task_id !== null) throw new AppError('conflict', needMessages.alreadyLinked);
  const projectId = Number(row.project_id);
  const status = Number(row.status) === NEED_STATUS_OPEN ? NEED_STATUS_IN_PROGRESS : Number(row.status);
  await projectTransaction(db, projectId, async (trx) => {
    const saved = await saveTask(trx, actor, { project_id: projectId, task: row.title, status: STATUS_NOT_STARTED });
    if (!(await linkTask(trx, row.id, saved.id, status))) {
      throw new AppError('conflict', needMessages.alreadyLinked);
    }
    await tellAuthor(trx, actor, row, { isRev: false, detail: NEED_TURNED_INTO_TASK });
  });
  return needResponse(db, actor, row.id);
}

/** POST pb_dashboards/delete_need: by its author or staff while 未対応 (checked again by the delete itself). */
export async function removeNeed(db: Db, actor: Actor, id: number) {
  const row = await requireEditableNeed(db, actor, id);
  const deleted = await projectTransaction(db, Number(row.project_id), (trx) => deleteOpenNeed(trx, row.id));
  if (!deleted) await refuseClosedWrite(db, row.id);
  return { id: Number(row.id) };
}
