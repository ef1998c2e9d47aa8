import type { CsvRowError } from '../common/csv.js';
import type { ManagementTree, TaskNode } from './nodes.js';
import { levelsForRank, rankOf } from './rank.js';
import {
  importLevelLabels,
  importLevels,
  type ImportFields,
  type ImportLevel,
  type ImportNode,
  type ImportRow,
} from './tree-import-types.js';
import { treeSheetHeaders, type TreeSheetColumn } from './tree-sheet.js';

/** A node the import creates, changes or finds as it is, with the first line that names it. */
export interface PlannedNode<L extends ImportLevel = ImportLevel> {
  level: L;
  /** `kpi:12` for a node of the project, `new:3` for one the import creates. */
  key: string;
  id: number | null;
  /** The key of the node it sits under; `root` for a KPI, `non-kpi` for a non-KPI task. */
  parentKey: string;
  title: string;
  action: 'create' | 'update' | 'unchanged';
  /** What a create sets, or what an update changes (the title too, as `title`). */
  changes: Partial<ImportFields[L] & { title: string }>;
  line: number;
}

export interface TreeImportPlan {
  /** Parents before their children, in the file's order. */
  nodes: PlannedNode[];
  errors: CsvRowError[];
}

export const treeImportPlanMessages = {
  unknownId: (level: ImportLevel, id: number) => `${importLevelLabels[level]}ID ${id} はこのプロジェクトにありません`,
  otherParent: (level: ImportLevel, id: number, parent: string) =>
    `${importLevelLabels[level]}ID ${id} は別の${parent}の下にあります。取り込みで移動はできません`,
  conflict: (level: ImportLevel, title: string, header: string, line: number) =>
    `同じ${importLevelLabels[level]}「${title}」の${header}が${line}行目と違います`,
  rankMismatch: 'ランクと重要度・緊急度が合いません。どちらかだけを変えてください',
} as const;

const idHeader: Record<ImportLevel, TreeSheetColumn> = {
  kpi: 'kpi_id',
  task: 'task_id',
  factor: 'factor_id',
  hypothesis: 'hypothesis_id',
  measure: 'measure_id',
  work: 'work_id',
};

/** The heading of the column a level's field is read from, for messages and the preview. */
export function importFieldHeader(level: ImportLevel, field: string): string {
  const own: Record<string, TreeSheetColumn> = {
    current: 'current',
    category: 'category',
    importance: 'importance',
    urgency: 'urgency',
    rank: 'rank',
    priority: 'priority',
    verification: 'verification',
    verification_start_date: 'verification_start',
    verification_end_date: 'verification_end',
    expected_uplift: 'expected_uplift',
    is_show: 'is_show',
  };
  if (field in own) return treeSheetHeaders[own[field] as TreeSheetColumn];
  if (field === 'title') return treeSheetHeaders[level];
  const suffix = { status: 'status', deadLine: 'deadline', assignees: 'assignees' }[field];
  return treeSheetHeaders[`${level}_${suffix}` as TreeSheetColumn] ?? field;
}

interface Existing {
  key: string;
  level: ImportLevel;
  id: number;
  parentKey: string;
  title: string;
  fields: Record<string, unknown>;
}

/** The project's nodes as the import compares them, by id and by title under their parent. */
function existingNodes(tree: ManagementTree) {
  const byId = new Map<string, Existing>();
  const byTitle = new Map<string, string>();
  const add = (level: ImportLevel, id: number, parentKey: string, title: string, fields: Record<string, unknown>) => {
    const key = `${level}:${id}`;
    byId.set(key, { key, level, id, parentKey, title, fields });
    const titled = `${level}|${parentKey}|${title}`;
    if (!byTitle.has(titled)) byTitle.set(titled, key);
  };
  const addTask = (task: TaskNode, parentKey: string) => {
    add('task', task.id, parentKey, task.title, {
      status: task.status,
      deadLine: task.deadLine,
      assignees: task.assignees ?? [],
    });
    for (const factor of task.factor) {
      add('factor', factor.id, `task:${task.id}`, factor.title, {});
      for (const hypothesis of factor.hypothesis) {
        add('hypothesis', hypothesis.id, `factor:${factor.id}`, hypothesis.title, { category: hypothesis.category });
        for (const m of hypothesis.measure) {
          add('measure', m.id, `hypothesis:${hypothesis.id}`, m.title, {
            status: m.status,
            importance: m.importance,
            urgency: m.urgency,
            priority: m.priority,
            verification: m.verification,
            verification_start_date: m.verification_start_date,
            verification_end_date: m.verification_end_date,
            expected_uplift: m.expected_uplift,
            deadLine: m.deadLine,
            assignees: m.assignees ?? [],
            is_show: m.is_show,
          });
        }
        for (const w of hypothesis.work) {
          add('work', w.id, `hypothesis:${hypothesis.id}`, w.title, {
            deadLine: w.deadLine,
            assignees: w.assignees ?? [],
          });
        }
      }
    }
  };
  for (const kpi of tree.kpi_array) {
    add('kpi', kpi.id, 'root', kpi.title, {
      current: kpi.current.text,
      status: kpi.status,
      deadLine: kpi.deadLine,
      assignees: kpi.assignees ?? [],
    });
    for (const task of kpi.problem) addTask(task, `kpi:${kpi.id}`);
  }
  for (const task of tree.non_kpi_task) addTask(task, 'non-kpi');
  return { byId, byTitle };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const parentLevel: Record<ImportLevel, ImportLevel | null> = {
  kpi: null,
  task: 'kpi',
  factor: 'task',
  hypothesis: 'factor',
  measure: 'hypothesis',
  work: 'hypothesis',
};

/**
 * What importing the rows into the project would do: each node found by its id (it must be of this
 * project, under the same parent: an import does not move) or by its title under its parent, else
 * created; the fields that differ from the project's become the update. A node named on several rows
 * (the flat table repeats parents) must say the same on each. ランク is written back as 重要度 and
 * 緊急度, as on the tree: the one the file changed wins, and both changed apart are refused.
 */
export function planTreeImport(rows: ImportRow[], tree: ManagementTree): TreeImportPlan {
  const existing = existingNodes(tree);
  const planned = new Map<string, PlannedNode & { fields: Record<string, unknown>; lines: Map<string, number> }>();
  const newByTitle = new Map<string, string>();
  const errors: CsvRowError[] = [];
  let created = 0;

  for (const row of rows) {
    const refuse = (column: string, value: string, message: string) =>
      errors.push({ line: row.line, column, value, message });
    const keys: Partial<Record<ImportLevel, string>> = {};
    for (const level of importLevels) {
      const node = row[level] as ImportNode<ImportLevel> | undefined;
      if (!node) continue;
      const above = parentLevel[level];
      const parentKey = above === null ? 'root' : level === 'task' && row.nonKpi ? 'non-kpi' : keys[above];
      // The parent was refused on this row: its children cannot be placed.
      if (parentKey === undefined) break;
      let key: string | undefined;
      if (node.id !== null) {
        const found = existing.byId.get(`${level}:${node.id}`);
        if (!found) {
          refuse(treeSheetHeaders[idHeader[level]], String(node.id), treeImportPlanMessages.unknownId(level, node.id));
          break;
        }
        if (found.parentKey !== parentKey) {
          const parentLabel =
            level === 'task' && found.parentKey === 'non-kpi' ? '区分' : importLevelLabels[above ?? level];
          refuse(
            treeSheetHeaders[idHeader[level]],
            String(node.id),
            treeImportPlanMessages.otherParent(level, node.id, parentLabel),
          );
          break;
        }
        key = found.key;
      } else {
        const titled = `${level}|${parentKey}|${node.title}`;
        key = existing.byTitle.get(titled) ?? newByTitle.get(titled);
        if (!key) {
          created += 1;
          key = `new:${created}`;
          newByTitle.set(titled, key);
        }
      }
      keys[level] = key;
      const at = planned.get(key);
      if (!at) {
        const found = existing.byId.get(key);
        planned.set(key, {
          level,
          key,
          id: found?.id ?? null,
          parentKey,
          title: node.title,
          action: found ? 'unchanged' : 'create',
          changes: {},
          line: row.line,
          fields: { title: node.title, ...node.fields },
          lines: new Map(Object.keys({ title: 1, ...node.fields }).map((field) => [field, row.line])),
        });
        continue;
      }
      // Named again: what this row says must agree with what an earlier row said.
      for (const [field, value] of Object.entries({ title: node.title, ...node.fields })) {
        const firstLine = at.lines.get(field);
        if (firstLine === undefined) {
          at.fields[field] = value;
          at.lines.set(field, row.line);
        } else if (!same(at.fields[field], value)) {
          refuse(
            importFieldHeader(level, field),
            // 担当者 are ids by now: the message names the column, the cell is on the line.
            value === null || value === undefined || Array.isArray(value) ? '' : String(value),
            treeImportPlanMessages.conflict(level, at.title, importFieldHeader(level, field), firstLine),
          );
        }
      }
    }
  }

  const nodes: PlannedNode[] = [];
  for (const node of planned.values()) {
    const { fields, lines, ...rest } = node;
    const found = existing.byId.get(node.key);
    const wanted: Record<string, unknown> = { ...fields };
    if (node.level === 'measure' && wanted.rank !== undefined) {
      const rank = wanted.rank as Parameters<typeof levelsForRank>[0];
      const before = { importance: found?.fields.importance ?? null, urgency: found?.fields.urgency ?? null };
      const importance = (wanted.importance ?? before.importance) as number | null;
      const urgency = (wanted.urgency ?? before.urgency) as number | null;
      if (rankOf(importance, urgency) !== rank) {
        const levelsChanged = !same(importance, before.importance) || !same(urgency, before.urgency);
        const rankChanged =
          !found || rank !== rankOf(before.importance as number | null, before.urgency as number | null);
        if (!levelsChanged) Object.assign(wanted, levelsForRank(rank));
        else if (rankChanged) {
          errors.push({
            line: lines.get('rank') ?? node.line,
            column: treeSheetHeaders.rank,
            value: rank,
            message: treeImportPlanMessages.rankMismatch,
          });
        }
      }
      delete wanted.rank;
    }
    if (!found) {
      nodes.push({ ...rest, changes: wanted });
      continue;
    }
    const changes = Object.fromEntries(
      Object.entries(wanted).filter(([field, value]) =>
        field === 'title' ? value !== found.title : !same(value, found.fields[field]),
      ),
    );
    nodes.push({ ...rest, action: Object.keys(changes).length > 0 ? 'update' : 'unchanged', changes });
  }
  errors.sort((a, b) => a.line - b.line);
  return { nodes, errors };
}

/** How many nodes of each level the plan creates, changes and leaves as they are. */
export function treeImportCounts(nodes: PlannedNode[]) {
  const counts = Object.fromEntries(
    importLevels.map((level) => [level, { create: 0, update: 0, unchanged: 0 }]),
  ) as Record<ImportLevel, { create: number; update: number; unchanged: number }>;
  for (const node of nodes) counts[node.level][node.action] += 1;
  return counts;
}
