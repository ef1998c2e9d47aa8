import type { NodeKind } from '@kaizen/domain';
import { sql } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';
import { nodeTables, type NodeRow } from '../../db/node-tables.js';
import type { SiblingGroup, TaskGroup } from './sibling-groups.js';

export function taskGroupOf(row: Pick<NodeRow, 'parent_id' | 'is_non_kpi'>): TaskGroup {
  if (row.parent_id !== null) return 'kpi';
  return row.is_non_kpi === 1 ? 'non_kpi' : 'inbox';
}

export function groupOf(kind: NodeKind, row: NodeRow): SiblingGroup {
  return {
    kind,
    projectId: row.project_id,
    parentId: row.parent_id,
    ...(kind === 'task' ? { taskGroup: taskGroupOf(row) } : {}),
  };
}

function groupCondition(group: SiblingGroup) {
  const { parent } = nodeTables[group.kind];
  const base = sql`project_id = ${group.projectId} and is_deleted = 0`;
  if (group.kind === 'task') {
    if (group.taskGroup === 'kpi') return sql`${base} and project_kpi_id = ${group.parentId}`;
    return sql`${base} and project_kpi_id is null and is_non_kpi = ${group.taskGroup === 'non_kpi' ? 1 : 0}`;
  }
  if (!parent) return base;
  return sql`${base} and ${sql.ref(parent)} = ${group.parentId}`;
}

/** The live nodes of a sibling group in display order. */
export async function siblingIds(db: Db, group: SiblingGroup): Promise<number[]> {
  const { table } = nodeTables[group.kind];
  const { rows } = await sql<{ id: number }>`
    select id from ${sql.table(table)} where ${groupCondition(group)} order by index_num, id`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** Numbers the given ids 1, 2, 3 … in one statement. */
export async function renumber(db: Db, kind: NodeKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const { table } = nodeTables[kind];
  // Literal integers (ours, never user text): PostgreSQL cannot type untyped parameters in CASE arms.
  const cases = sql.join(
    ids.map((id, i) => sql`when ${sql.lit(id)} then ${sql.lit(i + 1)}`),
    sql` `,
  );
  await sql`update ${sql.table(table)} set index_num = case id ${cases} end where id in (${sql.join(ids)})`.execute(db);
}

/** Where a new node goes when no position is given: after its last live sibling. */
export async function nextIndex(db: Db, group: SiblingGroup): Promise<number> {
  const { table } = nodeTables[group.kind];
  const { rows } = await sql<{ max_index: number | null }>`
    select max(index_num) as max_index from ${sql.table(table)} where ${groupCondition(group)}`.execute(db);
  return Number(rows[0]?.max_index ?? 0) + 1;
}

export async function setDeleted(db: Db, kind: NodeKind, id: number, deleted: boolean): Promise<void> {
  const at = nowIso();
  await sql`update ${sql.table(nodeTables[kind].table)}
    set is_deleted = ${deleted ? 1 : 0}, deleted_at = ${deleted ? at : null}, updated_at = ${at}
    where id = ${id}`.execute(db);
}

/** Puts a node into a sibling group: its parent (or task group) and, for a task placed under a KPI or non-KPI, a status. */
export async function setParent(
  db: Db,
  kind: NodeKind,
  id: number,
  group: SiblingGroup,
  status?: number,
): Promise<void> {
  const at = nowIso();
  const { table, parent } = nodeTables[kind];
  if (kind === 'task') {
    await sql`update tasks set project_kpi_id = ${group.taskGroup === 'kpi' ? group.parentId : null},
      is_non_kpi = ${group.taskGroup === 'non_kpi' ? 1 : 0},
      status = ${status === undefined ? sql.ref('status') : status}, updated_at = ${at} where id = ${id}`.execute(db);
    return;
  }
  if (!parent) return;
  await sql`update ${sql.table(table)} set ${sql.ref(parent)} = ${group.parentId}, updated_at = ${at} where id = ${id}`.execute(
    db,
  );
}

/** Places id at 1-based position index of the group (others keep their order) and renumbers it. */
export async function placeAt(db: Db, group: SiblingGroup, id: number, index: number): Promise<void> {
  const others = (await siblingIds(db, group)).filter((other) => other !== id);
  const position = Math.min(Math.max(index, 1), others.length + 1) - 1;
  await renumber(db, group.kind, [...others.slice(0, position), id, ...others.slice(position)]);
}
