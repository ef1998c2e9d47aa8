import {
  fileRefsIn,
  resolveFileRefs,
  salesMessages,
  type CreateSalesReportRequest,
  type SalesReport,
  type SalesReportListItem,
  type SaveSalesReportRequest,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { recordAction, recordChanges, type HistoryTarget } from '../history/history.recorder.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { renderedMarkdown } from '../../lib/rendered-markdown.js';
import { definedOnly } from '../../lib/request-fields.js';
import { requireStaff } from '../access/staff-policy.js';
import { inTransaction } from '../../lib/transaction.js';
import { requireProject, requireSale, requireSaleOfProject, type NotFound } from '../access/access.service.js';
import { isHiddenFrom, SHOWN } from '../access/visibility.js';
import { signedFileUrl } from '../files/file-urls.js';
import {
  deleteSalesReport,
  findSalesReport,
  insertSalesReport,
  listProjectReports,
  listSaleReports,
  saleFileIds,
  updateSalesReport,
} from './sales-reports.repository.js';

type Row = NonNullable<Awaited<ReturnType<typeof findSalesReport>>>;
type Sale = Awaited<ReturnType<typeof requireSale>>;

const flag = (v: number | boolean) => (v === true || v === SHOWN ? 1 : 0) as 0 | 1;
const notFound = () => AppError.notFound(salesMessages.reportNotFound);

function toListItem(row: Omit<Row, 'body'>): SalesReportListItem {
  return {
    id: Number(row.id),
    sale_id: Number(row.sale_id),
    title: row.title,
    is_show: flag(row.is_show),
    user_name: row.user_name ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * GET sales_reports: a customer's reports (sale_id; staff only), or the reports of the customers that
 * became the project (project_id; whoever reads the project — client users the shown ones only).
 */
export async function salesReports(db: Db, actor: Actor, query: { sale_id?: number; project_id?: number }) {
  let rows: Omit<Row, 'body'>[];
  if (query.sale_id !== undefined) {
    await requireSale(db, actor, query.sale_id);
    rows = await listSaleReports(db, query.sale_id);
  } else {
    const projectId = query.project_id ?? 0;
    await requireProject(db, actor, projectId, 'read');
    rows = await listProjectReports(db, projectId, { shownOnly: actor.isClient });
  }
  return { reports: rows.map(toListItem), can_edit: !actor.isClient };
}

/**
 * A report the caller may read. Read under a project, it opens only when its customer became that
 * project — for staff too, so a page never shows one customer's report under another's project.
 * Staff also read every report of a live customer without a project (the sales screens). A client
 * user reads one only under their own company's project, and only when it is shown; every other
 * case answers exactly as a missing report does, so nothing about it leaks.
 */
async function requireReadable(db: Db, actor: Actor, id: number, projectId: number | undefined) {
  const row = await findSalesReport(db, id);
  if (!actor.isClient && projectId === undefined) {
    if (!row) throw notFound();
    return { row, sale: await requireSale(db, actor, Number(row.sale_id)) };
  }
  if (!row || projectId === undefined || isHiddenFrom(actor, row)) throw notFound();
  try {
    return { row, sale: await requireSaleOfProject(db, actor, Number(row.sale_id), projectId) };
  } catch (error) {
    // Another company's project answers "project not found": the same body as a missing report instead.
    if (error instanceof AppError && error.code === 'not_found') throw notFound();
    throw error;
  }
}

/**
 * A sales report's comment thread (modules/comments) is staff's, like the sales area: for a client
 * user it is not there, as a missing report is not. Answers the report and its customer.
 */
export async function requireReportForStaffThread(
  db: Db,
  actor: Actor,
  id: number,
  missing: NotFound = notFound,
): Promise<{ row: Row; sale: Sale }> {
  const row = actor.isClient ? undefined : await findSalesReport(db, id);
  if (!row) throw missing();
  try {
    return { row, sale: await requireSale(db, actor, Number(row.sale_id)) };
  } catch (error) {
    // A deleted customer's reports are gone with it.
    if (error instanceof AppError && error.code === 'not_found') throw missing();
    throw error;
  }
}

/** A report staff may change: client users are refused (403) before anything is looked up. */
async function requireEditable(db: Db, actor: Actor, id: number): Promise<{ row: Row; sale: Sale }> {
  requireStaff(actor);
  const row = await findSalesReport(db, id);
  if (!row) throw notFound();
  return { row, sale: await requireSale(db, actor, Number(row.sale_id)) };
}

/**
 * A write of a customer's reports, in one transaction. A customer that became a project has its
 * reports read there, so that project's live viewers hear of the change.
 */
/** A customer's report in the history: under the customer, and the project it became, if any. */
function salesReportTarget(sale: Sale, id: number, title: string): HistoryTarget {
  return { kind: 'sales_report', id, saleId: sale.id, projectId: sale.project_id, title };
}

function saleTransaction<T>(db: Db, sale: Sale, work: (trx: Db) => Promise<T>): Promise<T> {
  return sale.project_id === null ? inTransaction(db, work) : projectTransaction(db, sale.project_id, work);
}

/** The whole report: markdown with the customer's images as signed URLs, and the same as sanitised HTML. */
async function fullReport(db: Db, actor: Actor, secret: string, row: Row, sale: Sale): Promise<SalesReport> {
  const ids = await saleFileIds(db, sale.id, fileRefsIn(row.body));
  const urls = new Map(ids.map((fileId) => [fileId, signedFileUrl(secret, fileId)]));
  return {
    ...toListItem(row),
    body: row.body,
    html: renderedMarkdown(resolveFileRefs(row.body, urls)),
    files: [...urls].map(([fileId, url]) => ({ id: fileId, url })),
    project_name: sale.project_name,
    can_edit: !actor.isClient,
  };
}

/** GET sales_reports/get (id, and project_id for a client user's view). */
export async function salesReport(
  db: Db,
  actor: Actor,
  secret: string,
  query: { id: number; project_id?: number | undefined },
): Promise<SalesReport> {
  const { row, sale } = await requireReadable(db, actor, query.id, query.project_id);
  return fullReport(db, actor, secret, row, sale);
}

/** The report as staff read it after their write. */
async function reportAfterWrite(db: Db, actor: Actor, secret: string, id: number, sale: Sale) {
  const row = await findSalesReport(db, id);
  if (!row) throw notFound();
  return fullReport(db, actor, secret, row, sale);
}

/** Staff write a customer's reports; a new one is private unless is_show says otherwise. */
export async function createSalesReport(db: Db, actor: Actor, secret: string, req: CreateSalesReportRequest) {
  const sale = await requireSale(db, actor, req.sale_id);
  const id = await saleTransaction(db, sale, async (trx) => {
    const newId = await insertSalesReport(trx, {
      sale_id: sale.id,
      title: req.title,
      body: req.body,
      is_show: req.is_show === undefined ? 0 : flag(req.is_show),
      user_id: actor.userId,
    });
    await recordAction(trx, actor, salesReportTarget(sale, newId, req.title), 'create');
    return newId;
  });
  return reportAfterWrite(db, actor, secret, id, sale);
}

export async function saveSalesReport(db: Db, actor: Actor, secret: string, req: SaveSalesReportRequest) {
  const { row, sale } = await requireEditable(db, actor, req.id);
  const id = Number(row.id);
  await saleTransaction(db, sale, async (trx) => {
    const fields = definedOnly({ title: req.title, body: req.body });
    await updateSalesReport(trx, id, fields);
    await recordChanges(trx, actor, salesReportTarget(sale, id, req.title ?? row.title), row, fields, [
      'title',
      'body',
    ]);
  });
  return reportAfterWrite(db, actor, secret, id, sale);
}

/** POST sales_reports/update {sales_report {id, is_show}}: publishing is the consultant's decision. */
export async function setSalesReportVisibility(db: Db, actor: Actor, id: number, isShow: number | boolean) {
  const { row, sale } = await requireEditable(db, actor, id);
  const next = flag(isShow);
  await saleTransaction(db, sale, async (trx) => {
    await updateSalesReport(trx, Number(row.id), { is_show: next });
    const target = salesReportTarget(sale, Number(row.id), row.title);
    await recordChanges(trx, actor, target, row, { is_show: next }, ['is_show']);
  });
  return { id: Number(row.id), title: row.title, is_show: next };
}

export async function removeSalesReport(db: Db, actor: Actor, id: number) {
  const { row, sale } = await requireEditable(db, actor, id);
  await saleTransaction(db, sale, async (trx) => {
    await deleteSalesReport(trx, Number(row.id));
    await recordAction(trx, actor, salesReportTarget(sale, Number(row.id), row.title), 'delete');
  });
  return { id: Number(row.id) };
}
