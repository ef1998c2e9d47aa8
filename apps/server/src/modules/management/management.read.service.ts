import type { Kgi, ManagementTree, ManagementsResponse, MeasureNode, TaskNode, TreeColumns } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { canEditProject, requireProject } from '../access/access.service.js';
import { openReports } from '../access/report-links.service.js';
import { masterLists } from '../settings/masters.service.js';
import { findKgi } from './kgi.repository.js';
import { firstKpiId, liveMeasureIds, loadTree, loadTreeColumns, type LoadedTree } from './tree.repository.js';

export async function kgiOf(db: Db, projectId: number): Promise<Kgi> {
  const row = await findKgi(db, projectId);
  return {
    kgi_id: row?.id ?? null,
    purpose: row?.purpose ?? '',
    kgi: row?.kgi ?? '',
    start_line: row?.start_line ?? null,
    dead_line: row?.dead_line ?? null,
    updated_at: row?.updated_at ?? null,
  };
}

/** GET managements: the master lists, the KGI, and what the caller may do in this project. */
export async function managements(db: Db, actor: Actor, projectId: number): Promise<ManagementsResponse> {
  const project = await requireProject(db, actor, projectId, 'read');
  const masters = await masterLists(db);
  return {
    status: masters.status,
    hypothesis_status: masters.hypothesis_status,
    measure_status: masters.measure_status,
    master_importance: masters.master_importance,
    master_priority: masters.master_priority,
    master_urgency: masters.master_urgency,
    master_verification: masters.master_verification,
    category: masters.category,
    kgi: await kgiOf(db, projectId),
    permissions: {
      can_edit: canEditProject(actor, project),
      client_can_edit: project.client_can_edit === 1,
      can_change_visibility: !actor.isClient,
      report_links: actor.isClient ? [...(await clientReportLinks(db, actor, projectId))] : null,
    },
  };
}

/** A client user's report links: the shown reports of the measures it sees (reportLinks' rule). */
async function clientReportLinks(db: Db, actor: Actor, projectId: number) {
  return openReports(db, actor, await liveMeasureIds(db, projectId, true));
}

/** Every measure of a loaded tree: under KPIs, non-KPI tasks and the inbox. */
export function measuresOfTree(tree: LoadedTree): MeasureNode[] {
  return [...tree.kpis.flatMap((k) => k.problem), ...tree.nonKpiTasks, ...tree.inboxTasks].flatMap((t) =>
    t.factor.flatMap((f) => f.hypothesis.flatMap((h) => h.measure)),
  );
}

/**
 * The live tree of a project for the other areas that show it (the status boards, report linking,
 * the monthly template). forClient leaves out what client users may not see; access is the caller's.
 */
export function projectTree(db: Db, projectId: number, forClient: boolean): Promise<LoadedTree> {
  return loadTree(db, projectId, forClient);
}

/** The project's KGI row as stored, undefined before its first save. */
export function projectKgi(db: Db, projectId: number) {
  return findKgi(db, projectId);
}

async function visibleTree(db: Db, actor: Actor, projectId: number) {
  await requireProject(db, actor, projectId, 'read');
  return loadTree(db, projectId, actor.isClient);
}

/** change_view: the whole tree. */
export async function changeView(db: Db, actor: Actor, projectId: number): Promise<ManagementTree> {
  const tree = await visibleTree(db, actor, projectId);
  return { kpi_array: tree.kpis, non_kpi_task: tree.nonKpiTasks };
}

/**
 * tree_columns: the nodes of change_view and get_unorganized_task in one compact answer, for the
 * management page (decisions/0019).
 */
export async function treeColumns(db: Db, actor: Actor, projectId: number): Promise<TreeColumns> {
  await requireProject(db, actor, projectId, 'read');
  return loadTreeColumns(db, projectId, actor.isClient);
}

/**
 * get_limit_kpi: the first KPI alone, so a screen can show something before the rest arrives — read
 * on its own, not cut from the whole tree (a 21,000-node project answers in milliseconds).
 */
export async function limitKpi(db: Db, actor: Actor, projectId: number) {
  await requireProject(db, actor, projectId, 'read');
  const kpiId = await firstKpiId(db, projectId);
  if (kpiId === undefined) return { kpi: null };
  const tree = await loadTree(db, projectId, actor.isClient, { kpiId });
  return { kpi: tree.kpis[0] ?? null };
}

/** get_other_kpi: every KPI but the one already shown, and the non-KPI tasks. */
export async function otherKpi(db: Db, actor: Actor, projectId: number, kpiId: number): Promise<ManagementTree> {
  const tree = await visibleTree(db, actor, projectId);
  return { kpi_array: tree.kpis.filter((kpi) => kpi.id !== kpiId), non_kpi_task: tree.nonKpiTasks };
}

/** get_unorganized_task: the inbox — tasks under no KPI, not flagged non-KPI — read without the rest of the tree. */
export async function unorganizedTasks(db: Db, actor: Actor, projectId: number): Promise<TaskNode[]> {
  await requireProject(db, actor, projectId, 'read');
  return (await loadTree(db, projectId, actor.isClient, 'inbox')).inboxTasks;
}
