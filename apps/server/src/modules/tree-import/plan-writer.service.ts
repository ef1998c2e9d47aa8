import {
  importFieldHeader,
  importLevels,
  newHypothesisDefaults,
  newKpiDefaults,
  newMeasureDefaults,
  newTaskDefaults,
  treeImportCounts,
  TREE_IMPORT_PREVIEW_ITEMS,
  type AssignableKind,
  type CsvRowError,
  type ImportFields,
  type ImportLevel,
  type PlannedNode,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { updateAssignees } from '../assignees/assignees.service.js';
import { recordCreates } from '../history/history.recorder.js';
import { projectKgi, projectTree } from '../management/management.read.service.js';
import {
  nextNodeIndex,
  saveFactor,
  saveHypothesis,
  saveKpi,
  saveMeasure,
  saveTask,
  saveWork,
} from '../management/management.write.service.js';
import type { SiblingGroup } from '../management/sibling-groups.js';
import type { masterLists } from '../settings/masters.service.js';
import { insertAssignees, insertNodes } from './tree-import.repository.js';

/*
 * Writing a plan of the tree (an import's, a template's): new nodes in batches level by level with
 * their create history, changes through the tree's own saves (decisions/0047).
 */

const changedHeadings = (node: PlannedNode) =>
  Object.keys(node.changes).map((field) => importFieldHeader(node.level, field));

/** What a plan adds and changes, as the import and a template answer it. */
export function planSummary(rows: number, nodes: PlannedNode[], errors: CsvRowError[]) {
  const changed = nodes.filter((node) => node.action !== 'unchanged');
  return {
    rows,
    counts: treeImportCounts(nodes),
    items: changed.slice(0, TREE_IMPORT_PREVIEW_ITEMS).map((node) => ({
      line: node.line,
      level: node.level,
      title: node.title,
      action: node.action as 'create' | 'update',
      changes: node.action === 'update' ? changedHeadings(node) : [],
    })),
    errors,
    changed: changed.length,
  };
}

/** The project's whole tree as staff see it: what a plan matches against. */
export async function projectTreeOf(db: Db, projectId: number) {
  const tree = await projectTree(db, projectId, false);
  return { kpi_array: tree.kpis, non_kpi_task: tree.nonKpiTasks };
}

type Masters = Awaited<ReturnType<typeof masterLists>>;

const assignable: readonly ImportLevel[] = ['kpi', 'task', 'measure', 'work'];

/** Writes the plan: the new nodes level by level in batches, then each change through the tree's own saves. */
export async function applyPlan(trx: Db, actor: Actor, projectId: number, nodes: PlannedNode[], masters: Masters) {
  const ids = new Map<string, number>();
  for (const node of nodes) if (node.id !== null) ids.set(node.key, node.id);
  const kgi = await projectKgi(trx, projectId);
  const created: { kind: ImportLevel; id: number; projectId: number; title: string }[] = [];
  const assignees: { projectId: number; kind: AssignableKind; nodeId: number; userIds: number[] }[] = [];

  for (const level of importLevels) {
    const creates = nodes.filter((node) => node.level === level && node.action === 'create');
    if (creates.length === 0) continue;
    const indexes = new Map<string, number>();
    const indexOf = async (node: PlannedNode) => {
      const parentId =
        node.parentKey === 'root' || node.parentKey === 'non-kpi' ? null : (ids.get(node.parentKey) ?? null);
      const group: SiblingGroup =
        level === 'task'
          ? { kind: 'task', projectId, parentId, taskGroup: parentId === null ? 'non_kpi' : 'kpi' }
          : { kind: level, projectId, parentId };
      const key = node.parentKey;
      // A parent made by this plan has no children yet: only an existing one is asked where its end is.
      const next = indexes.get(key) ?? (key.startsWith('new:') ? 1 : await nextNodeIndex(trx, group));
      indexes.set(key, next + 1);
      return { parentId, index_num: next };
    };
    const placed = [];
    for (const node of creates) placed.push({ node, ...(await indexOf(node)) });
    const newIds = await insertLevel(trx, level, placed, projectId, kgi?.id ?? null, masters);
    placed.forEach(({ node }, i) => {
      const id = newIds[i] as number;
      ids.set(node.key, id);
      created.push({ kind: level, id, projectId, title: node.title });
      const userIds = (node.changes as { assignees?: number[] }).assignees ?? [];
      if (assignable.includes(level) && userIds.length > 0) {
        assignees.push({ projectId, kind: level as AssignableKind, nodeId: id, userIds });
      }
    });
  }
  await insertAssignees(trx, assignees);
  await recordCreates(trx, actor, created);

  for (const node of nodes) {
    if (node.action !== 'update' || node.id === null) continue;
    await updateOne(trx, actor, projectId, node);
  }
}

type Placed = { node: PlannedNode; parentId: number | null; index_num: number };

const change = <L extends ImportLevel>(node: PlannedNode) =>
  node.changes as Partial<ImportFields[L] & { title: string }>;

/** One level's new nodes, with the defaults a node made on the tree gets for what the file leaves out. */
function insertLevel(
  trx: Db,
  level: ImportLevel,
  placed: Placed[],
  projectId: number,
  kgiId: number | null,
  masters: Masters,
): Promise<number[]> {
  switch (level) {
    case 'kpi':
      return insertNodes.kpi(
        trx,
        placed.map(({ node, index_num }) => {
          const c = change<'kpi'>(node);
          return {
            project_id: projectId,
            kgi_id: kgiId,
            kpi: node.title,
            current_figure: c.current ?? '',
            kpi_detail: '',
            status: c.status !== undefined ? c.status : newKpiDefaults('tree').status,
            dead_line: c.deadLine ?? null,
            index_num,
          };
        }),
      );
    case 'task':
      return insertNodes.task(
        trx,
        placed.map(({ node, parentId, index_num }) => {
          const c = change<'task'>(node);
          return {
            project_id: projectId,
            project_kpi_id: parentId,
            is_non_kpi: parentId === null ? 1 : 0,
            task: node.title,
            status: c.status !== undefined ? c.status : newTaskDefaults('tree', true).status,
            dead_line: c.deadLine ?? null,
            link: null,
            index_num,
          };
        }),
      );
    case 'factor':
      return insertNodes.factor(
        trx,
        placed.map(({ node, parentId, index_num }) => ({
          project_id: projectId,
          task_id: parentId as number,
          factor: node.title,
          index_num,
        })),
      );
    case 'hypothesis':
      return insertNodes.hypothesis(
        trx,
        placed.map(({ node, parentId, index_num }) => ({
          project_id: projectId,
          factor_id: parentId as number,
          hypothesis: node.title,
          category: change<'hypothesis'>(node).category ?? null,
          hypothesis_status: newHypothesisDefaults('tree', masters).hypothesis_status,
          index_num,
        })),
      );
    case 'measure': {
      const defaults = newMeasureDefaults('tree', masters);
      return insertNodes.measure(
        trx,
        placed.map(({ node, parentId, index_num }) => {
          const { assignees: _assignees, rank: _rank, title: _title, deadLine, ...c } = change<'measure'>(node);
          return {
            ...defaults,
            ...c,
            project_id: projectId,
            hypothesis_id: parentId as number,
            measure: node.title,
            dead_line: deadLine ?? null,
            conversion_rate: null,
            index_num,
          };
        }),
      );
    }
    case 'work':
      return insertNodes.work(
        trx,
        placed.map(({ node, parentId, index_num }) => ({
          project_id: projectId,
          hypothesis_id: parentId as number,
          work: node.title,
          dead_line: change<'work'>(node).deadLine ?? null,
          index_num,
        })),
      );
  }
}

const day = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? ''));

/** A change to a node of the project, through the tree's own save (history, status changes and their notices). */
async function updateOne(trx: Db, actor: Actor, projectId: number, node: PlannedNode) {
  const id = node.id as number;
  const { assignees, ...rest } = node.changes as { assignees?: number[] } & Record<string, unknown>;
  if (Object.keys(rest).length > 0) {
    switch (node.level) {
      case 'kpi': {
        const c = change<'kpi'>(node);
        await saveKpi(trx, actor, {
          id,
          kpi: c.title,
          current_figure: c.current,
          status: c.status,
          dead_line: day(c.deadLine),
        });
        break;
      }
      case 'task': {
        const c = change<'task'>(node);
        await saveTask(trx, actor, { id, task: c.title, status: c.status, dead_line: day(c.deadLine) });
        break;
      }
      case 'factor':
        await saveFactor(trx, actor, { id, factor: change<'factor'>(node).title });
        break;
      case 'hypothesis': {
        const c = change<'hypothesis'>(node);
        await saveHypothesis(trx, actor, { id, hypothesis: c.title, category: c.category });
        break;
      }
      case 'measure': {
        const c = change<'measure'>(node);
        await saveMeasure(trx, actor, {
          id,
          measure: c.title,
          status: c.status,
          importance: c.importance,
          urgency: c.urgency,
          priority: c.priority,
          verification: c.verification,
          verification_start_date: day(c.verification_start_date),
          verification_end_date: day(c.verification_end_date),
          expected_uplift: c.expected_uplift,
          dead_line: day(c.deadLine),
          is_show: c.is_show,
        });
        break;
      }
      case 'work': {
        const c = change<'work'>(node);
        await saveWork(trx, actor, { id, work: c.title, dead_line: day(c.deadLine) });
        break;
      }
    }
  }
  if (assignees !== undefined && assignable.includes(node.level)) {
    await updateAssignees(trx, actor, { kind: node.level as AssignableKind, id, userIds: assignees, projectId });
  }
}
