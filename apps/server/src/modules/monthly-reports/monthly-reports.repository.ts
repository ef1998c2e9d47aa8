import { todayInJapan } from '@kaizen/domain';
import type { Insertable, Updateable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { MonthlyReportsTable, Db } from '../../db/types.js';
import { SHOWN } from '../access/visibility.js';

const columns = [
  'r.id',
  'r.project_id',
  'r.title',
  'r.is_regular',
  'r.is_show',
  'r.period_start',
  'r.period_end',
  'r.created_at',
  'r.updated_at',
  'u.name as user_name',
] as const;

function reports(db: Db) {
  return db.selectFrom('monthly_reports as r').leftJoin('users as u', 'u.id', 'r.user_id');
}

/** The day a report belongs to: its period's start, else the day it was written — in Japan, not UTC. */
const dayOf = (r: { period_start: string | null; created_at: string }) =>
  r.period_start ?? todayInJapan(new Date(r.created_at));

/** The year a report belongs to (the year filter). */
const yearOf = (r: { period_start: string | null; created_at: string }) => Number(dayOf(r).slice(0, 4));

/**
 * A project's reports, newest first (by period, then by writing), optionally only the public ones,
 * one type, or one year.
 */
export async function listReports(
  db: Db,
  projectId: number,
  filter: { publicOnly: boolean; type?: 0 | 1; year?: number },
) {
  const rows = await reports(db)
    .select(columns)
    .where('r.project_id', '=', projectId)
    .$if(filter.publicOnly, (q) => q.where('r.is_show', '=', SHOWN))
    .$if(filter.type !== undefined, (q) => q.where('r.is_regular', '=', filter.type ?? 0))
    .execute();
  // Sorted here: the engines disagree on where NULL goes in a descending order.
  const key = (r: (typeof rows)[number]) => `${dayOf(r)}|${r.created_at}|${String(r.id).padStart(12, '0')}`;
  rows.sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
  const years = [...new Set(rows.map(yearOf))].sort((a, b) => b - a);
  const listed = filter.year === undefined ? rows : rows.filter((r) => yearOf(r) === filter.year);
  return { rows: listed, years };
}

export async function findReport(db: Db, id: number) {
  return reports(db).select(columns).select('r.body').where('r.id', '=', id).executeTakeFirst();
}

export async function insertReport(db: Db, values: Omit<Insertable<MonthlyReportsTable>, 'created_at' | 'updated_at'>) {
  const now = nowIso();
  const { id } = await db
    .insertInto('monthly_reports')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function updateReport(db: Db, id: number, fields: Updateable<MonthlyReportsTable>) {
  await db
    .updateTable('monthly_reports')
    .set({ ...fields, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteReport(db: Db, id: number) {
  await db.deleteFrom('monthly_reports').where('id', '=', id).execute();
}

/** The largest id an integer column holds (PostgreSQL refuses a larger one in a comparison). */
const MAX_ROW_ID = 2_147_483_647;

/** Of the given file ids, those uploaded to the project (only these resolve in its reports). */
export async function projectFileIds(db: Db, projectId: number, ids: number[]): Promise<number[]> {
  // The ids come from free text: one too large for the column names no file.
  const possible = ids.filter((id) => id <= MAX_ROW_ID);
  if (possible.length === 0) return [];
  const rows = await db
    .selectFrom('project_files')
    .select('file_id')
    .where('project_id', '=', projectId)
    .where('file_id', 'in', possible)
    .execute();
  return rows.map((r) => Number(r.file_id));
}

export async function addProjectFile(db: Db, projectId: number, fileId: number) {
  await db
    .insertInto('project_files')
    .values({ file_id: fileId, project_id: projectId, created_at: nowIso() })
    .execute();
}
