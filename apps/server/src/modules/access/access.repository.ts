import type { NodeKind } from '@kaizen/domain';
import { sql } from 'kysely';
import { nodeTables, type NodeRow } from '../../db/node-tables.js';
import { reusableQuery } from '../../db/reusable-query.js';
import type { Db } from '../../db/types.js';

// Every call on a project checks it first: built once (db/reusable-query.ts).
const liveProject = reusableQuery((db, projectId: number) =>
  db
    .selectFrom('projects')
    .innerJoin('companies', 'companies.id', 'projects.company_id')
    .select([
      'projects.id',
      'projects.project_name',
      'projects.company_id',
      'companies.company_name',
      'projects.client_can_edit',
    ])
    .where('projects.is_deleted', '=', 0)
    .where('companies.is_deleted', '=', 0)
    .where('projects.id', '=', projectId),
);

/** A live project of a live company, as get_project answers it. */
export async function findProject(db: Db, projectId: number) {
  return (await liveProject(db, projectId))[0];
}

/** One node of any kind, deleted or not, with its project and parent. */
export async function findNode(db: Db, kind: NodeKind, id: number): Promise<NodeRow | undefined> {
  const { table, parent } = nodeTables[kind];
  const { rows } = await sql<NodeRow>`
    select id, project_id, ${parent ? sql.ref(parent) : sql.lit(null)} as parent_id, index_num, is_deleted,
      ${kind === 'task' ? sql.ref('is_non_kpi') : sql.lit(0)} as is_non_kpi,
      ${kind === 'measure' ? sql.ref('is_show') : sql.lit(1)} as is_show
    from ${sql.table(table)} where id = ${id}`.execute(db);
  const row = rows[0];
  return row
    ? { ...row, id: Number(row.id), project_id: Number(row.project_id), index_num: Number(row.index_num) }
    : undefined;
}

/** The visibility flag of a measure's report, when it has one. */
export function findMeasureReportFlag(db: Db, measureId: number) {
  return db.selectFrom('measure_reports').select('is_show').where('measure_id', '=', measureId).executeTakeFirst();
}

/** The measure a row of a report's pattern table, or one of its images, belongs to. */
export async function measureIdOfReportPart(
  db: Db,
  table: 'report_headers' | 'report_patterns' | 'report_images',
  id: number,
): Promise<number | undefined> {
  const row = await db.selectFrom(table).select('measure_id').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.measure_id) : undefined;
}

/** A sales customer, deleted or not, with the client project it became (if any). */
export function findSale(db: Db, saleId: number) {
  return db
    .selectFrom('sales')
    .select(['id', 'project_name', 'project_id', 'company_id', 'is_deleted'])
    .where('id', '=', saleId)
    .executeTakeFirst();
}
