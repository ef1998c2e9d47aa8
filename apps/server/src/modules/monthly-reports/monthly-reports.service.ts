import {
  fileRefsIn,
  monthlyReportMessages,
  reportTypeOf,
  resolveFileRefs,
  type CreateMonthlyReportRequest,
  type MonthlyReport,
  type MonthlyReportListItem,
  type MonthlyReportListQuery,
  type SaveMonthlyReportRequest,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { recordAction, recordChanges, type HistoryTarget } from '../history/history.recorder.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { definedOnly } from '../../lib/request-fields.js';
import { requireStaff } from '../access/staff-policy.js';
import { inTransaction } from '../../lib/transaction.js';
import { requireProject, type NotFound } from '../access/access.service.js';
import { isHiddenFrom, isShown, SHOWN } from '../access/visibility.js';
import { signedFileUrl } from '../files/file-urls.js';
import { notify } from '../notifications/notifications.service.js';
import {
  deleteReport,
  findReport,
  insertReport,
  listReports,
  projectFileIds,
  updateReport,
} from './monthly-reports.repository.js';
import { renderedMarkdown } from '../../lib/rendered-markdown.js';

type Row = NonNullable<Awaited<ReturnType<typeof findReport>>>;

const flag = (v: number) => (v === 1 ? 1 : 0) as 0 | 1;

function toListItem(row: Omit<Row, 'body'>): MonthlyReportListItem {
  return {
    id: Number(row.id),
    project_id: Number(row.project_id),
    title: row.title,
    is_regular: flag(row.is_regular),
    type: reportTypeOf(row.is_regular),
    is_show: flag(row.is_show),
    period_start: row.period_start,
    period_end: row.period_end,
    user_name: row.user_name ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** GET monthly_reports (project_id): client users see the public reports of their own projects only. */
export async function monthlyReports(db: Db, actor: Actor, query: MonthlyReportListQuery) {
  await requireProject(db, actor, query.project_id, 'read');
  const { rows, years } = await listReports(db, query.project_id, {
    publicOnly: actor.isClient,
    type: query.type,
    year: query.year,
  });
  return { reports: rows.map(toListItem), years, can_edit: !actor.isClient };
}

/**
 * A report the caller may read: another company's, or a private one for a client user, is not there
 * (404). Its comment thread (modules/comments) asks the same rule.
 */
export async function requireMonthlyReport(
  db: Db,
  actor: Actor,
  id: number,
  access: 'read' | 'edit',
  notFound: NotFound = () => AppError.notFound(monthlyReportMessages.notFound),
): Promise<Row> {
  if (access === 'edit') requireStaff(actor);
  const row = await findReport(db, id);
  if (!row) throw notFound();
  await requireProject(db, actor, Number(row.project_id), 'read', notFound);
  if (isHiddenFrom(actor, row)) throw notFound();
  return row;
}

/** One report: its markdown with images as signed URLs, and the same rendered to sanitised HTML. */
export async function monthlyReport(db: Db, actor: Actor, secret: string, id: number): Promise<MonthlyReport> {
  const row = await requireMonthlyReport(db, actor, id, 'read');
  const ids = await projectFileIds(db, Number(row.project_id), fileRefsIn(row.body));
  const urls = new Map(ids.map((fileId) => [fileId, signedFileUrl(secret, fileId)]));
  return {
    ...toListItem(row),
    body: row.body,
    html: renderedMarkdown(resolveFileRefs(row.body, urls)),
    files: [...urls].map(([fileId, url]) => ({ id: fileId, url })),
    can_edit: !actor.isClient,
  };
}

const monthlyFields = ['title', 'body', 'period_start', 'period_end'];

function monthlyTarget(row: { id: number | string; project_id: number | string; title: string }): HistoryTarget {
  return { kind: 'monthly_report', id: Number(row.id), projectId: Number(row.project_id), title: row.title };
}

/** Staff write reports for their clients; a new one is private until they publish it. */
export async function createMonthlyReport(db: Db, actor: Actor, req: CreateMonthlyReportRequest): Promise<number> {
  requireStaff(actor);
  await requireProject(db, actor, req.project_id, 'edit');
  return projectTransaction(db, req.project_id, async (trx) => {
    const id = await insertReport(trx, {
      project_id: req.project_id,
      title: req.title,
      is_regular: reportTypeOf(req.is_regular),
      is_show: 0,
      body: req.body,
      period_start: req.period_start || null,
      period_end: req.period_end || null,
      user_id: actor.userId,
    });
    await recordAction(trx, actor, monthlyTarget({ id, project_id: req.project_id, title: req.title }), 'create');
    return id;
  });
}

export async function saveMonthlyReport(db: Db, actor: Actor, req: SaveMonthlyReportRequest): Promise<number> {
  const { id } = await requireMonthlyReport(db, actor, req.id, 'edit');
  await inTransaction(db, async (trx) => {
    // Writing the row first locks it, so the period is checked against the report as saved: a save
    // of the other end at the same moment has landed or waits (PostgreSQL; SQLite writes one at a time).
    await updateReport(trx, Number(id), {});
    const row = await findReport(trx, Number(id));
    if (!row) throw AppError.notFound(monthlyReportMessages.notFound);
    const start = req.period_start === undefined ? row.period_start : req.period_start || null;
    const end = req.period_end === undefined ? row.period_end : req.period_end || null;
    if (start && end && start > end) {
      throw AppError.badInput('period_end', '終了日は開始日以降の日付を指定してください');
    }
    const fields = definedOnly({
      title: req.title,
      body: req.body,
      period_start: req.period_start === undefined ? undefined : start,
      period_end: req.period_end === undefined ? undefined : end,
    });
    await updateReport(trx, Number(row.id), fields);
    await recordChanges(trx, actor, monthlyTarget({ ...row, ...fields }), row, fields, monthlyFields);
  });
  return Number(id);
}

/** POST monthly_reports/update {monthly_report {id, is_show}}: publishing is announced to the project. */
export async function setMonthlyReportVisibility(db: Db, actor: Actor, id: number, isShow: number | boolean) {
  const row = await requireMonthlyReport(db, actor, id, 'edit');
  const next = isShow === true || isShow === SHOWN ? 1 : 0;
  await inTransaction(db, async (trx) => {
    await updateReport(trx, Number(row.id), { is_show: next });
    await recordChanges(trx, actor, monthlyTarget(row), row, { is_show: next }, ['is_show']);
    if (next === SHOWN && !isShown(row)) {
      await notify(trx, {
        projectId: Number(row.project_id),
        userId: actor.userId,
        kind: 'report_published',
        actionPage: 'レポート',
        actionTarget: row.title,
        isRev: true,
        target: { kind: 'monthly_report', id: Number(row.id) },
      });
    }
  });
  return { id: Number(row.id), title: row.title, is_show: next as 0 | 1 };
}

export async function deleteMonthlyReport(db: Db, actor: Actor, id: number) {
  const row = await requireMonthlyReport(db, actor, id, 'edit');
  await inTransaction(db, async (trx) => {
    await deleteReport(trx, Number(row.id));
    await recordAction(trx, actor, monthlyTarget(row), 'delete');
  });
  return { id: Number(row.id) };
}
