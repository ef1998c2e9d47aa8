import type { AssignableKind } from '@kaizen/domain';
import type { Insertable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type {
  Db,
  FactorsTable,
  HypothesesTable,
  KpisTable,
  MeasuresTable,
  NodeAssigneesTable,
  TasksTable,
  WorksTable,
} from '../../db/types.js';

/** Rows per INSERT: far under SQLite's limit of bound values for the widest table. */
const CHUNK = 400;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

type New<T> = Omit<Insertable<T>, 'created_at' | 'updated_at'>;

/**
 * The new rows' ids in the order given. Each row's (parent, index_num) is unique among the rows, so
 * the ids are matched back by them: neither engine promises RETURNING in the order of VALUES.
 */
async function inserted<T extends { index_num: number }>(
  rows: readonly T[],
  parentOf: (row: T) => number | null,
  insert: (
    chunk: (T & { created_at: string; updated_at: string })[],
  ) => Promise<{ id: number; index_num: number; parent: number | null }[]>,
): Promise<number[]> {
  const at = nowIso();
  const ids = new Map<string, number>();
  for (const chunk of chunks(rows)) {
    const answered = await insert(chunk.map((row) => ({ ...row, created_at: at, updated_at: at })));
    for (const row of answered) ids.set(`${row.parent ?? ''}:${row.index_num}`, Number(row.id));
  }
  return rows.map((row) => ids.get(`${parentOf(row) ?? ''}:${row.index_num}`) as number);
}

/** Many new nodes of one kind at once, for an import; their ids in the order given. */
export const insertNodes = {
  kpi: (db: Db, rows: New<KpisTable>[]) =>
    inserted(
      rows,
      () => null,
      async (chunk) =>
        (await db.insertInto('kpis').values(chunk).returning(['id', 'index_num']).execute()).map((row) => ({
          ...row,
          parent: null,
        })),
    ),
  task: (db: Db, rows: New<TasksTable>[]) =>
    inserted(
      rows,
      (row) => row.project_kpi_id ?? null,
      (chunk) =>
        db.insertInto('tasks').values(chunk).returning(['id', 'index_num', 'project_kpi_id as parent']).execute(),
    ),
  factor: (db: Db, rows: New<FactorsTable>[]) =>
    inserted(
      rows,
      (row) => row.task_id,
      (chunk) => db.insertInto('factors').values(chunk).returning(['id', 'index_num', 'task_id as parent']).execute(),
    ),
  hypothesis: (db: Db, rows: New<HypothesesTable>[]) =>
    inserted(
      rows,
      (row) => row.factor_id,
      (chunk) =>
        db.insertInto('hypotheses').values(chunk).returning(['id', 'index_num', 'factor_id as parent']).execute(),
    ),
  measure: (db: Db, rows: New<MeasuresTable>[]) =>
    inserted(
      rows,
      (row) => row.hypothesis_id,
      (chunk) =>
        db.insertInto('measures').values(chunk).returning(['id', 'index_num', 'hypothesis_id as parent']).execute(),
    ),
  work: (db: Db, rows: New<WorksTable>[]) =>
    inserted(
      rows,
      (row) => row.hypothesis_id,
      (chunk) =>
        db.insertInto('works').values(chunk).returning(['id', 'index_num', 'hypothesis_id as parent']).execute(),
    ),
};

/** The 担当者 of new nodes, in the order given per node. */
export async function insertAssignees(
  db: Db,
  rows: { projectId: number; kind: AssignableKind; nodeId: number; userIds: readonly number[] }[],
): Promise<void> {
  const at = nowIso();
  const values: Insertable<NodeAssigneesTable>[] = rows.flatMap((row) =>
    row.userIds.map((user_id) => ({
      project_id: row.projectId,
      kind: row.kind,
      node_id: row.nodeId,
      user_id,
      created_at: at,
    })),
  );
  for (const chunk of chunks(values)) await db.insertInto('node_assignees').values(chunk).execute();
}
