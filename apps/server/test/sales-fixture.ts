import type { Db } from '../src/db/types.js';
import { nowIso } from '../src/db/schema-helpers.js';
import { insertSalesReport } from '../src/modules/sales-reports/sales-reports.repository.js';

let sequence = 0;

export interface SaleOptions {
  /** The client project the customer became (converted); none: still a prospect. */
  projectId?: number;
  companyId?: number;
  deleted?: boolean;
  name?: string;
}

/**
 * A sales customer written straight to the database — what the sales-report and document tests need,
 * without going through the sales module's own calls.
 */
export async function insertSale(db: Db, options: SaleOptions = {}): Promise<number> {
  sequence += 1;
  const now = nowIso();
  const { id } = await db
    .insertInto('sales')
    .values({
      project_name: options.name ?? `営業案件${sequence}`,
      company_name: `見込み株式会社${sequence}`,
      user_id: null,
      service_id: null,
      company_id: options.companyId ?? null,
      project_id: options.projectId ?? null,
      is_deleted: options.deleted ? 1 : 0,
      deleted_at: options.deleted ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** A sales report of the customer written straight to the database (shown to the client unless told). */
export function insertSaleReport(db: Db, saleId: number, options: { isShow?: 0 | 1; body?: string } = {}) {
  sequence += 1;
  return insertSalesReport(db, {
    sale_id: saleId,
    title: `営業レポート${sequence}`,
    body: options.body ?? '# 提案内容',
    is_show: options.isShow ?? 1,
    user_id: null,
  });
}

/** The smallest file that is a PDF by its bytes (header, one empty page, trailer), padded to a size if asked. */
export function pdfBytes(totalBytes?: number): Buffer {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
  if (totalBytes === undefined || totalBytes <= pdf.length) return pdf;
  // A comment line after %%EOF: readers ignore it, and the file keeps its PDF header.
  return Buffer.concat([pdf, Buffer.from('%'), Buffer.alloc(totalBytes - pdf.length - 1, 0x20)]);
}
