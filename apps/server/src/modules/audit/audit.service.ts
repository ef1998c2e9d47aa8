import {
  AUDIT_CSV_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  AUDIT_RETENTION_DEFAULT_DAYS,
  auditCsv,
  auditCsvTime,
  type AuditEntry,
  type AuditEvent,
  type AuditFilter,
  type AuditListQuery,
  type AuditListResponse,
  auditMessages,
  type RecordExportRequest,
} from '@kaizen/domain';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { requestAddress } from '../../lib/request-context.js';
import { AppError } from '../../lib/app-error.js';
import { requireProject } from '../access/access.service.js';
import { requireStaffAdmin } from '../access/staff-policy.js';
import {
  auditActors,
  countAudit,
  findRetention,
  insertAuditRow,
  listAudit,
  saveRetention,
  userName,
} from './audit.repository.js';

/** Who did it: a user by id (the name is copied in), or a name alone (the CLI, an unknown account ''). */
export type AuditActor = { userId: number } | { name: string };

export interface AuditRecord {
  actor: AuditActor;
  event: AuditEvent;
  target?: { kind: string; id: number };
  /** Short words or JSON about what changed; never a password, token or key. */
  detail?: string;
  /** The address when it is not the current request's (a sign-in passes the one it checked). */
  address?: string | null;
  now?: Date;
}

/**
 * Appends one entry. Given the transaction of the change it records, the entry commits or rolls back
 * with it; a failed sign-in, which writes nothing else, records on the database handle itself.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  const actorId = 'userId' in record.actor ? record.actor.userId : null;
  const actorName = 'name' in record.actor ? record.actor.name : ((await userName(db, record.actor.userId)) ?? '');
  await insertAuditRow(db, {
    created_at: (record.now ?? new Date()).toISOString(),
    actor_id: actorId,
    actor_name: actorName,
    event: record.event,
    ip: record.address !== undefined ? record.address : (requestAddress() ?? null),
    target_kind: record.target?.kind ?? null,
    target_id: record.target?.id ?? null,
    detail: record.detail ?? null,
  });
}

function toEntry(row: Awaited<ReturnType<typeof listAudit>>[number]): AuditEntry {
  return { ...row, event: row.event as AuditEvent };
}

export async function auditList(db: Db, actor: Actor, query: AuditListQuery): Promise<AuditListResponse> {
  requireStaffAdmin(actor);
  const page = query.page ?? 1;
  const [rows, total, actors] = await Promise.all([
    listAudit(db, query, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE),
    countAudit(db, query),
    auditActors(db),
  ]);
  return {
    entries: rows.map(toEntry),
    total,
    page,
    page_size: AUDIT_PAGE_SIZE,
    actors: actors.flatMap((a) => (a.actor_id === null ? [] : [{ id: a.actor_id, name: String(a.name ?? '') }])),
  };
}

/** The filtered entries as CSV; the export is itself an entry, recorded after the rows are read. */
export async function auditCsvExport(db: Db, actor: Actor, filter: AuditFilter): Promise<string> {
  requireStaffAdmin(actor);
  const rows = await listAudit(db, filter, AUDIT_CSV_MAX_ROWS, 0);
  await recordAudit(db, { actor: { userId: actor.userId }, event: 'export', detail: 'audit_csv' });
  return auditCsv(rows.map(toEntry), auditCsvTime);
}

export async function retentionDays(db: Db): Promise<number> {
  return (await findRetention(db)) ?? AUDIT_RETENTION_DEFAULT_DAYS;
}

export async function auditRetention(db: Db, actor: Actor) {
  requireStaffAdmin(actor);
  return { retention_days: await retentionDays(db) };
}

export async function setAuditRetention(db: Db, actor: Actor, days: number) {
  requireStaffAdmin(actor);
  await saveRetention(db, days, nowIso());
  return { retention_days: days };
}

/**
 * Exports happen in the browser; the web reports each one here. A client user's export is of one of
 * its own projects (it has no other data to take away); a project is checked as its reads are, so
 * nobody writes an entry about a project they cannot see.
 */
export async function recordExport(db: Db, actor: Actor, input: RecordExportRequest): Promise<void> {
  if (input.project_id !== undefined) await requireProject(db, actor, input.project_id, 'read');
  else if (actor.isClient) throw AppError.badInput('project_id', auditMessages.exportProjectRequired);
  await recordAudit(db, {
    actor: { userId: actor.userId },
    event: 'export',
    detail: input.kind,
    ...(input.project_id !== undefined ? { target: { kind: 'project', id: input.project_id } } : {}),
  });
}
