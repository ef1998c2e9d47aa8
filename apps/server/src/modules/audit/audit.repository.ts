import type { AuditEvent, AuditFilter } from '@kaizen/domain';
import { auditPeriodBounds } from '@kaizen/domain';
import type { Db } from '../../db/types.js';

export interface AuditRow {
  created_at: string;
  actor_id: number | null;
  actor_name: string;
  event: AuditEvent;
  ip: string | null;
  target_kind: string | null;
  target_id: number | null;
  detail: string | null;
}

export async function insertAuditRow(db: Db, row: AuditRow): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** A live or deleted account's name, as the entry keeps it. */
export async function userName(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name;
}

function filtered(db: Db, filter: AuditFilter) {
  const { start, end } = auditPeriodBounds(filter);
  let query = db.selectFrom('audit_log');
  if (filter.actor_id !== undefined) query = query.where('audit_log.actor_id', '=', filter.actor_id);
  if (filter.event !== undefined) query = query.where('audit_log.event', '=', filter.event);
  if (start) query = query.where('audit_log.created_at', '>=', start);
  if (end) query = query.where('audit_log.created_at', '<', end);
  return query;
}

export async function countAudit(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Newest first; the id breaks ties between entries of one instant. An entry about a project carries
 * the project's name (a deleted project keeps its row, so its name too).
 */
export async function listAudit(db: Db, filter: AuditFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .leftJoin('projects', (join) =>
      join.onRef('projects.id', '=', 'audit_log.target_id').on('audit_log.target_kind', '=', 'project'),
    )
    .selectAll('audit_log')
    .select('projects.project_name as target_name')
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The people the log names, newest name per id, for the person filter. */
export async function auditActors(db: Db) {
  return db
    .selectFrom('audit_log')
    .select(['actor_id', (eb) => eb.fn.max('actor_name').as('name')])
    .where('actor_id', 'is not', null)
    .groupBy('actor_id')
    .orderBy('actor_id')
    .execute();
}

export async function findRetention(db: Db): Promise<number | undefined> {
  const row = await db.selectFrom('audit_settings').select('retention_days').where('id', '=', 1).executeTakeFirst();
  return row?.retention_days;
}

export async function saveRetention(db: Db, days: number, now: string): Promise<void> {
  await db
    .insertInto('audit_settings')
    .values({ id: 1, retention_days: days, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ retention_days: days, updated_at: now }))
    .execute();
}

/** The prune: the only delete of the log. */
export async function deleteAuditBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
