import {
  levelsForRank,
  managementMessages,
  newHypothesisDefaults,
  newKpiDefaults,
  newMeasureDefaults,
  newTaskDefaults,
  type CreateFactorRequest,
  type CreateHypothesisRequest,
  type CreateKpiRequest,
  type CreateMeasureRequest,
  type CreateTaskRequest,
  type CreateWorkRequest,
  type SavedNode,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { checkMasterIds, dateValue, definedOnly } from '../../lib/request-fields.js';
import { findLiveNode, requireNode, requireParent, requireProject } from '../access/access.service.js';
import { refuseClientVisibility } from '../access/visibility.js';
import { masterLists } from '../settings/masters.service.js';
import { findKgi, findKgiById } from './kgi.repository.js';
import { moveInto } from './management.move.service.js';
import { recordNodeAction, updateNodeRecorded } from './node-history.service.js';
import { insertNode, savedNode, updateNode } from './node-writes.repository.js';
import { groupOf, nextIndex, placeAt } from './nodes.repository.js';
import type { SiblingGroup } from './sibling-groups.js';
import { changeStatus } from './status-change.service.js';

/**
 * The create_* calls (product.md §7.5): without id they create, with an existing id they update what was
 * sent. A new node goes last among its siblings, or to index_num; a changed parent moves it there.
 * Defaults differ for nodes made from the tree and from the table (product.md §4 defaults, see @kaizen/domain).
 */

async function insertAt<K extends SavedNode['kind']>(
  db: Db,
  actor: Actor,
  kind: K,
  group: SiblingGroup,
  index: number | undefined,
  insert: (trx: Db, indexNum: number) => Promise<number>,
): Promise<SavedNode> {
  const id = await projectTransaction(db, group.projectId, async (trx) => {
    const newId = await insert(trx, await nextIndex(trx, group));
    if (index !== undefined) await placeAt(trx, group, newId, index);
    await recordNodeAction(trx, actor, kind, newId, 'create');
    return newId;
  });
  return savedNode(db, kind, id);
}

/** Reorders among its siblings as they are under the project's lock (another write may have moved it). */
async function reorderIfAsked(trx: Db, kind: SavedNode['kind'], id: number, index: number | undefined) {
  if (index === undefined) return;
  const row = await findLiveNode(trx, kind, id);
  if (row) await placeAt(trx, groupOf(kind, row), id, index);
}

/** A status sent with an update, after its other fields: announced under the title as saved. */
async function changeStatusIfSent(
  trx: Db,
  actor: Actor,
  kind: 'kpi' | 'task' | 'measure',
  id: number,
  status: number | null | undefined,
) {
  if (status !== undefined) await changeStatus(trx, actor, { kind, id, status, page: '改善ツリー' });
}

/** A measure's verification period, set from the status table. Runs in the caller's transaction. */
export async function setVerificationPeriod(
  trx: Db,
  actor: Actor,
  measureId: number,
  start: string | null,
  end: string | null,
) {
  await updateNodeRecorded(trx, actor, 'measure', measureId, {
    verification_start_date: start,
    verification_end_date: end,
  });
}

const kgiNotFound = () => AppError.notFound('KGIが見つかりません');

/**
 * The project a new KPI goes to: project_id, or the project of kgi_id when only that is sent (the
 * spec's create_kpi has no project_id). A KGI the caller may not see answers like a missing one.
 */
async function projectOfNewKpi(db: Db, actor: Actor, req: CreateKpiRequest): Promise<number> {
  if (req.project_id !== undefined) {
    await requireProject(db, actor, req.project_id, 'edit');
    return req.project_id;
  }
  const kgi = req.kgi_id ? await findKgiById(db, req.kgi_id) : undefined;
  if (!kgi) throw kgiNotFound();
  await requireProject(db, actor, kgi.project_id, 'edit', kgiNotFound);
  return kgi.project_id;
}

/** Where a node added at the end of its sibling group goes (an import places many at once). */
export function nextNodeIndex(db: Db, group: SiblingGroup): Promise<number> {
  return nextIndex(db, group);
}

export async function saveKpi(db: Db, actor: Actor, req: CreateKpiRequest): Promise<SavedNode> {
  const masters = await masterLists(db);
  checkMasterIds(masters, [['status', 'status', req.status]]);
  if (req.id !== undefined) {
    const row = await requireNode(db, actor, 'kpi', req.id, 'edit');
    await projectTransaction(db, row.project_id, async (trx) => {
      await updateNodeRecorded(
        trx,
        actor,
        'kpi',
        row.id,
        definedOnly({
          kpi: req.kpi,
          current_figure: req.current_figure,
          kpi_detail: req.kpi_detail,
          dead_line: dateValue(req.dead_line),
        }),
      );
      await reorderIfAsked(trx, 'kpi', row.id, req.index_num);
      await changeStatusIfSent(trx, actor, 'kpi', row.id, req.status);
    });
    return savedNode(db, 'kpi', row.id);
  }
  const projectId = await projectOfNewKpi(db, actor, req);
  const kgi = await findKgi(db, projectId);
  // A project has one KGI: a kgi_id naming any other (or none) would link across projects or break the reference.
  if (req.kgi_id !== undefined && req.kgi_id !== null && req.kgi_id !== kgi?.id) {
    throw AppError.badInput('kgi_id', 'このプロジェクトのKGIを指定してください');
  }
  return insertAt(db, actor, 'kpi', { kind: 'kpi', projectId, parentId: null }, req.index_num, (trx, index_num) =>
    insertNode.kpi(trx, {
      project_id: projectId,
      kgi_id: req.kgi_id ?? kgi?.id ?? null,
      kpi: req.kpi ?? '',
      current_figure: req.current_figure ?? '',
      kpi_detail: req.kpi_detail ?? '',
      status: req.status !== undefined ? req.status : newKpiDefaults(req.origin ?? 'tree').status,
      dead_line: dateValue(req.dead_line) ?? null,
      index_num,
    }),
  );
}

export async function saveTask(db: Db, actor: Actor, req: CreateTaskRequest): Promise<SavedNode> {
  const masters = await masterLists(db);
  checkMasterIds(masters, [['status', 'status', req.status]]);
  const kpiId = req.project_kpi_id ?? null;

  if (req.id !== undefined) {
    const row = await requireNode(db, actor, 'task', req.id, 'edit');
    const current = groupOf('task', row);
    const wanted = wantedTaskGroup(req, current.taskGroup);
    await projectTransaction(db, row.project_id, async (trx) => {
      await updateNodeRecorded(
        trx,
        actor,
        'task',
        row.id,
        definedOnly({ task: req.task, dead_line: dateValue(req.dead_line), link: req.link }),
      );
      await changeStatusIfSent(trx, actor, 'task', row.id, req.status);
      if (wanted && (wanted.taskGroup !== current.taskGroup || wanted.parentId !== current.parentId)) {
        if (wanted.parentId !== null) await requireSameProjectKpi(trx, actor, wanted.parentId, row.project_id);
        await moveInto(trx, 'task', row, { ...current, ...wanted }, req.index_num);
        await recordNodeAction(trx, actor, 'task', row.id, 'move');
        // A status sent with the move wins over the 着手中 a placed task otherwise gets.
        if (req.status !== undefined) await updateNode.task(trx, row.id, { status: req.status });
      } else {
        await reorderIfAsked(trx, 'task', row.id, req.index_num);
      }
    });
    return savedNode(db, 'task', row.id);
  }

  const projectId = req.project_id as number;
  await requireProject(db, actor, projectId, 'edit');
  if (kpiId !== null) await requireSameProjectKpi(db, actor, kpiId, projectId);
  const group: SiblingGroup =
    kpiId !== null
      ? { kind: 'task', projectId, parentId: kpiId, taskGroup: 'kpi' }
      : { kind: 'task', projectId, parentId: null, taskGroup: req.is_non_kpi === 1 ? 'non_kpi' : 'inbox' };
  const defaults = newTaskDefaults(req.origin ?? 'tree', group.taskGroup !== 'inbox');
  return insertAt(db, actor, 'task', group, req.index_num, (trx, index_num) =>
    insertNode.task(trx, {
      project_id: projectId,
      project_kpi_id: kpiId,
      is_non_kpi: group.taskGroup === 'non_kpi' ? 1 : 0,
      task: req.task ?? '',
      status: req.status !== undefined ? req.status : defaults.status,
      dead_line: dateValue(req.dead_line) ?? null,
      link: req.link || null,
      index_num,
    }),
  );
}

/**
 * Where an update asks a task to go: project_kpi_id names the KPI (null: out of it, to the non-KPI
 * group or the inbox by is_non_kpi); is_non_kpi alone moves it in or out of the non-KPI group only.
 * Null when the update does not move it.
 */
function wantedTaskGroup(
  req: CreateTaskRequest,
  currentGroup: SiblingGroup['taskGroup'],
): { taskGroup: 'kpi' | 'non_kpi' | 'inbox'; parentId: number | null } | null {
  if (req.project_kpi_id !== undefined) {
    if (req.project_kpi_id !== null) return { taskGroup: 'kpi', parentId: req.project_kpi_id };
    return { taskGroup: req.is_non_kpi === 1 ? 'non_kpi' : 'inbox', parentId: null };
  }
  if (req.is_non_kpi === 1) return { taskGroup: 'non_kpi', parentId: null };
  if (req.is_non_kpi === 0 && currentGroup === 'non_kpi') return { taskGroup: 'inbox', parentId: null };
  return null;
}

async function requireSameProjectKpi(db: Db, actor: Actor, kpiId: number, projectId: number) {
  const kpi = await requireParent(db, actor, 'kpi', kpiId, 'project_kpi_id');
  if (kpi.project_id !== projectId) throw AppError.badInput('project_kpi_id', managementMessages.otherProject);
}

/** An update that names a different parent moves the node there (to the end, unless index_num says where). */
async function saveUnderParent<K extends 'factor' | 'hypothesis' | 'measure' | 'work'>(
  db: Db,
  actor: Actor,
  kind: K,
  id: number | undefined,
  parent: { kind: 'task' | 'factor' | 'hypothesis'; id: number | undefined; field: string },
  index: number | undefined,
  update: (trx: Db, id: number) => Promise<unknown>,
  create: (trx: Db, projectId: number, parentId: number, indexNum: number) => Promise<number>,
): Promise<SavedNode> {
  if (id !== undefined) {
    const row = await requireNode(db, actor, kind, id, 'edit');
    const current = groupOf(kind, row);
    const target = parent.id !== undefined && parent.id !== row.parent_id ? parent.id : null;
    if (target !== null) {
      const newParent = await requireParent(db, actor, parent.kind, target, parent.field);
      if (newParent.project_id !== row.project_id)
        throw AppError.badInput(parent.field, managementMessages.otherProject);
    }
    await projectTransaction(db, row.project_id, async (trx) => {
      await update(trx, row.id);
      if (target !== null) {
        await moveInto(trx, kind, row, { ...current, parentId: target }, index);
        await recordNodeAction(trx, actor, kind, row.id, 'move');
      } else await reorderIfAsked(trx, kind, row.id, index);
    });
    return savedNode(db, kind, row.id);
  }
  const parentRow = await requireParent(db, actor, parent.kind, parent.id as number, parent.field);
  const group: SiblingGroup = { kind, projectId: parentRow.project_id, parentId: parentRow.id };
  return insertAt(db, actor, kind, group, index, (trx, indexNum) =>
    create(trx, parentRow.project_id, parentRow.id, indexNum),
  );
}

export function saveFactor(db: Db, actor: Actor, req: CreateFactorRequest): Promise<SavedNode> {
  return saveUnderParent(
    db,
    actor,
    'factor',
    req.id,
    { kind: 'task', id: req.task_id, field: 'task_id' },
    req.index_num,
    (trx, id) => updateNodeRecorded(trx, actor, 'factor', id, definedOnly({ factor: req.factor })),
    (trx, project_id, task_id, index_num) =>
      insertNode.factor(trx, { project_id, task_id, factor: req.factor ?? '', index_num }),
  );
}

export async function saveHypothesis(db: Db, actor: Actor, req: CreateHypothesisRequest): Promise<SavedNode> {
  const masters = await masterLists(db);
  checkMasterIds(masters, [
    ['category', 'category', req.category],
    ['hypothesis_status', 'hypothesis_status', req.hypothesis_status],
  ]);
  const defaults = newHypothesisDefaults(req.origin ?? 'tree', masters);
  return saveUnderParent(
    db,
    actor,
    'hypothesis',
    req.id,
    { kind: 'factor', id: req.factor_id, field: 'factor_id' },
    req.index_num,
    (trx, id) =>
      updateNodeRecorded(
        trx,
        actor,
        'hypothesis',
        id,
        definedOnly({ hypothesis: req.hypothesis, category: req.category, hypothesis_status: req.hypothesis_status }),
      ),
    (trx, project_id, factor_id, index_num) =>
      insertNode.hypothesis(trx, {
        project_id,
        factor_id,
        hypothesis: req.hypothesis ?? '',
        category: req.category ?? null,
        hypothesis_status: req.hypothesis_status !== undefined ? req.hypothesis_status : defaults.hypothesis_status,
        index_num,
      }),
  );
}

export async function saveMeasure(db: Db, actor: Actor, req: CreateMeasureRequest): Promise<SavedNode> {
  refuseClientVisibility(actor, req.is_show);
  const masters = await masterLists(db);
  const levels = req.rank ? levelsForRank(req.rank) : { importance: req.importance, urgency: req.urgency };
  checkMasterIds(masters, [
    ['status', 'measure_status', req.status],
    ['importance', 'master_importance', levels.importance],
    ['urgency', 'master_urgency', levels.urgency],
    ['priority', 'master_priority', req.priority],
    ['verification', 'master_verification', req.verification],
  ]);
  if (req.project_id !== undefined && req.hypothesis_id !== undefined) {
    const hypothesis = await requireParent(db, actor, 'hypothesis', req.hypothesis_id, 'hypothesis_id');
    if (hypothesis.project_id !== req.project_id)
      throw AppError.badInput('project_id', managementMessages.otherProject);
  }
  const fields = definedOnly({
    measure: req.measure,
    importance: levels.importance,
    urgency: levels.urgency,
    priority: req.priority,
    verification: req.verification,
    verification_start_date: dateValue(req.verification_start_date),
    verification_end_date: dateValue(req.verification_end_date),
    is_show: req.is_show,
    conversion_rate: req.conversion_rate,
    expected_uplift: req.expected_uplift,
    dead_line: dateValue(req.dead_line),
  });
  const defaults = newMeasureDefaults(req.origin ?? 'tree', masters);
  return saveUnderParent(
    db,
    actor,
    'measure',
    req.id,
    { kind: 'hypothesis', id: req.hypothesis_id, field: 'hypothesis_id' },
    req.index_num,
    async (trx, id) => {
      await updateNodeRecorded(trx, actor, 'measure', id, fields);
      await changeStatusIfSent(trx, actor, 'measure', id, req.status);
    },
    (trx, project_id, hypothesis_id, index_num) =>
      insertNode.measure(trx, {
        ...defaults,
        ...fields,
        ...definedOnly({ status: req.status }),
        project_id,
        hypothesis_id,
        measure: req.measure ?? '',
        index_num,
      }),
  );
}

export function saveWork(db: Db, actor: Actor, req: CreateWorkRequest): Promise<SavedNode> {
  const fields = definedOnly({ work: req.work, dead_line: dateValue(req.dead_line) });
  return saveUnderParent(
    db,
    actor,
    'work',
    req.id,
    { kind: 'hypothesis', id: req.hypothesis_id, field: 'hypothesis_id' },
    req.index_num,
    (trx, id) => updateNodeRecorded(trx, actor, 'work', id, fields),
    async (trx, project_id, hypothesis_id, index_num) => {
      if (req.project_id !== undefined && req.project_id !== project_id) {
        throw AppError.badInput('project_id', managementMessages.otherProject);
      }
      return insertNode.work(trx, { ...fields, project_id, hypothesis_id, work: req.work ?? '', index_num });
    },
  );
}
