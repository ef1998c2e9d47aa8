import type { HistoryTargetKind } from '@kaizen/domain';
import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool } from 'kysely';
import type { ChangeHistoryTable, Database, Db } from '../../db/types.js';
import { SHOWN } from '../access/visibility.js';

export type HistoryRowInsert = Insertable<ChangeHistoryTable>;

export async function insertHistoryRows(db: Db, rows: readonly HistoryRowInsert[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('change_history')
      .values([...rows])
      .execute();
}

/** Who reads: staff read every row; a client user only its company's projects' rows of items shown to it. */
export type HistoryReader = { clientCompanyId: number | null };

type Eb = ExpressionBuilder<Database, 'change_history'>;

/**
 * A client user's rows (docs/permissions.md): of its own company's live projects (never a sales
 * customer's, never project settings), no internal field, and of an item it may see now — a measure
 * and its report while shown, a monthly report while published.
 */
function visibleToClient(eb: Eb, companyId: number): Expression<SqlBool> {
  const kind = (k: HistoryTargetKind) => eb('change_history.target_kind', '=', k);
  return eb.and([
    eb('change_history.is_internal', '=', 0),
    eb('change_history.sale_id', 'is', null),
    eb('change_history.target_kind', '!=', 'project'),
    eb(
      'change_history.project_id',
      'in',
      eb.selectFrom('projects').select('projects.id').where('company_id', '=', companyId).where('is_deleted', '=', 0),
    ),
    eb.or([
      eb.not(kind('measure')),
      eb.exists(
        eb
          .selectFrom('measures')
          .select(sql`1`.as('one'))
          .whereRef('measures.id', '=', 'change_history.target_id')
          .where('measures.is_show', '=', SHOWN),
      ),
    ]),
    eb.or([
      eb.not(kind('measure_report')),
      eb.exists(
        eb
          .selectFrom('measure_reports')
          .innerJoin('measures', 'measures.id', 'measure_reports.measure_id')
          .select(sql`1`.as('one'))
          .whereRef('measures.id', '=', 'change_history.target_id')
          .where('measures.is_show', '=', SHOWN)
          .where('measure_reports.is_show', '=', SHOWN),
      ),
    ]),
    eb.or([
      eb.not(kind('monthly_report')),
      eb.exists(
        eb
          .selectFrom('monthly_reports')
          .select(sql`1`.as('one'))
          .whereRef('monthly_reports.id', '=', 'change_history.target_id')
          .where('monthly_reports.is_show', '=', SHOWN),
      ),
    ]),
  ]);
}

function readable(reader: HistoryReader) {
  return (eb: Eb): Expression<SqlBool> =>
    reader.clientCompanyId === null ? eb.lit(true) : visibleToClient(eb, reader.clientCompanyId);
}

function withActorName(db: Db) {
  return db
    .selectFrom('change_history')
    .leftJoin('users', 'users.id', 'change_history.actor_id')
    .selectAll('change_history')
    .select('users.name as actor_name');
}

export type HistoryRow = Awaited<ReturnType<typeof historyOfItem>>[number];

/** One item's rows the reader may see, newest first. */
export function historyOfItem(db: Db, reader: HistoryReader, kind: HistoryTargetKind, id: number) {
  return withActorName(db)
    .where('change_history.target_kind', '=', kind)
    .where('change_history.target_id', '=', id)
    .where(readable(reader))
    .orderBy('change_history.created_at', 'desc')
    .orderBy('change_history.id', 'desc')
    .execute();
}

export interface ActivityFilter {
  projectId: number;
  userId?: number;
  kind?: HistoryTargetKind;
  /** ISO times: from inclusive, until exclusive. */
  from?: string;
  until?: string;
}

function filtered(db: Db, f: ActivityFilter) {
  let q = withActorName(db).where('change_history.project_id', '=', f.projectId);
  if (f.userId !== undefined) q = q.where('change_history.actor_id', '=', f.userId);
  if (f.kind !== undefined) q = q.where('change_history.target_kind', '=', f.kind);
  if (f.from !== undefined) q = q.where('change_history.created_at', '>=', f.from);
  if (f.until !== undefined) q = q.where('change_history.created_at', '<', f.until);
  return q;
}

export function activityPage(db: Db, f: ActivityFilter, offset: number, limit: number) {
  return filtered(db, f)
    .orderBy('change_history.created_at', 'desc')
    .orderBy('change_history.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function activityCount(db: Db, f: ActivityFilter): Promise<number> {
  const row = await filtered(db, f)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Everyone who changed something in the project, by name. */
export function activityPeople(db: Db, projectId: number) {
  return db
    .selectFrom('change_history')
    .innerJoin('users', 'users.id', 'change_history.actor_id')
    .select(['users.id', 'users.name'])
    .distinct()
    .where('change_history.project_id', '=', projectId)
    .orderBy('users.name')
    .execute();
}
