import { measureReportMessages, type LinkCandidate } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { canReadProject, findLiveNode, requireReport } from '../access/access.service.js';
import { projectTree } from '../management/management.read.service.js';
import { saveHypothesis, saveTask } from '../management/management.write.service.js';
import { deleteLink, insertLink, linkedIds, type LinkKind } from './linking.repository.js';
import { baseRowOf, updateReport } from './measure-reports.repository.js';
import { measureReportTarget, recordUpdate } from '../history/history.recorder.js';

/**
 * linking/get_task_list and get_hypothesis_list: what the report may be linked to — the live tasks
 * or hypotheses of the measure's project, with where each sits, and whether it is linked already.
 */
export async function linkCandidates(
  db: Db,
  actor: Actor,
  measureId: number,
  kind: LinkKind,
): Promise<LinkCandidate[]> {
  const { measure } = await requireReport(db, actor, measureId, 'read');
  const [tree, linked] = await Promise.all([
    projectTree(db, measure.project_id, actor.isClient),
    linkedIds(db, measure.id, kind),
  ]);
  const items: LinkCandidate[] = [];
  const groups = [
    ...tree.kpis.map((kpi) => ({ path: [kpi.title], tasks: kpi.problem })),
    { path: ['非KPI'], tasks: tree.nonKpiTasks },
    { path: ['未整理'], tasks: tree.inboxTasks },
  ];
  for (const group of groups) {
    for (const task of group.tasks) {
      if (kind === 'task') {
        items.push({ id: task.id, title: task.title, path: group.path, linked: linked.has(task.id) });
        continue;
      }
      for (const factor of task.factor) {
        for (const hypothesis of factor.hypothesis) {
          items.push({
            id: hypothesis.id,
            title: hypothesis.title,
            path: [...group.path, task.title, factor.title],
            linked: linked.has(hypothesis.id),
          });
        }
      }
    }
  }
  return items;
}

/** Writes (or removes) one link, and marks the report changed. */
async function writeLink(
  db: Db,
  actor: Actor,
  measure: { id: number; project_id: number },
  kind: LinkKind,
  targetId: number,
  isLink: 0 | 1,
) {
  await projectTransaction(db, measure.project_id, async (trx) => {
    await recordUpdate(trx, actor, measureReportTarget(measure), 'links');
    if (isLink === 1) await insertLink(trx, measure.id, kind, targetId);
    else await deleteLink(trx, measure.id, kind, targetId);
    await updateReport(trx, measure.id, {});
  });
}

/** linking/link_task, link_hypothesis: link (is_link 1) or unlink (0) a live item of the same project. */
export async function setLink(
  db: Db,
  actor: Actor,
  req: { measure_id: number; kind: LinkKind; target_id: number; is_link: 0 | 1 },
) {
  const { measure } = await requireReport(db, actor, req.measure_id, 'edit');
  const field = req.kind === 'task' ? 'task_id' : 'hypothesis_id';
  if (req.is_link === 1) {
    const missing = () => AppError.badInput(field, measureReportMessages.linkTargetNotFound);
    const target = await findLiveNode(db, req.kind, req.target_id);
    if (!target) throw missing();
    if (target.project_id !== measure.project_id) {
      // An item of a project the caller cannot read answers as a missing one: nothing tells it exists.
      if (!(await canReadProject(db, actor, target.project_id))) throw missing();
      throw AppError.badInput(field, measureReportMessages.otherProject);
    }
  }
  await writeLink(db, actor, measure, req.kind, req.target_id, req.is_link);
  return measure.id;
}

/**
 * linking/create_task: what the consideration calls for next, as a new task beside the measure's
 * own (under its KPI, in the non-KPI group or the inbox, wherever that task is), linked to the report.
 */
export async function createLinkedTask(db: Db, actor: Actor, measureId: number, title: string) {
  const { measure } = await requireReport(db, actor, measureId, 'edit');
  const base = await baseRowOf(db, measure.id);
  const kpiId = base.project_kpi_id === null ? null : Number(base.project_kpi_id);
  const saved = await saveTask(db, actor, {
    project_id: measure.project_id,
    project_kpi_id: kpiId,
    ...(kpiId === null ? { is_non_kpi: base.is_non_kpi === 1 ? 1 : 0 } : {}),
    task: title,
  });
  // Just made in the measure's project by the tree's own save: nothing left to check.
  await writeLink(db, actor, measure, 'task', saved.id, 1);
  return measure.id;
}

/** linking/create_hypothesis: a new hypothesis under the measure's factor, linked to the report. */
export async function createLinkedHypothesis(db: Db, actor: Actor, measureId: number, title: string) {
  const { measure } = await requireReport(db, actor, measureId, 'edit');
  const base = await baseRowOf(db, measure.id);
  const saved = await saveHypothesis(db, actor, { factor_id: Number(base.factor_id), hypothesis: title });
  await writeLink(db, actor, measure, 'hypothesis', saved.id, 1);
  return measure.id;
}
