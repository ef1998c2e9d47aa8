import { saveFile } from '../src/modules/files/file-store.js';
import { insertDocument } from '../src/modules/documents/documents.repository.js';
import { ownCompanyRoute, staffRoute, unique, type AccessCase, type AccessContext } from './access-expectations.js';
import { imageUpload } from './measure-report-fixture.js';
import { insertSale, insertSaleReport, pdfBytes } from './sales-fixture.js';

/** A customer that became the world's client project, so its shown reports are that client's to read. */
const convertedSale = (ctx: AccessContext) =>
  insertSale(ctx.db, { projectId: ctx.world.projectId, companyId: ctx.world.clientCompanyId });

/** A document of a fresh customer, written straight to the database (each caller deletes its own). */
async function saleDocument(ctx: AccessContext): Promise<number> {
  const saleId = await convertedSale(ctx);
  const data = pdfBytes();
  const file = await saveFile(ctx.db, { name: 'a.pdf', type: 'application/pdf', data, createdBy: null });
  return insertDocument(ctx.db, {
    sale_id: saleId,
    project_id: null,
    file_id: file.id,
    name: 'a.pdf',
    size: data.length,
    user_id: null,
  });
}

const post = (path: string, payload: (ctx: AccessContext) => Promise<object>): AccessCase => ({
  route: `POST /api/v1/${path}`,
  request: async (ctx) => ({ url: `/api/v1/${path}`, payload: await payload(ctx) }),
  expected: staffRoute(),
});

/**
 * Access rows of sales reports and sales documents (docs/permissions.md, Sales): staff only, except
 * reading a shown report (and the list of them) through the client project its customer became.
 */
export function salesReportAccessCases(): AccessCase[] {
  const report = async (ctx: AccessContext, isShow: 0 | 1 = 1) =>
    insertSaleReport(ctx.db, await convertedSale(ctx), { isShow });
  return [
    {
      route: 'GET /api/v1/sales_reports',
      request: async (ctx) => ({ url: `/api/v1/sales_reports?sale_id=${await convertedSale(ctx)}` }),
      expected: staffRoute(),
    },
    {
      route: 'GET /api/v1/sales_reports/get',
      request: async (ctx) => ({
        url: `/api/v1/sales_reports/get?id=${await report(ctx)}&project_id=${ctx.world.projectId}`,
      }),
      expected: ownCompanyRoute(),
    },
    post('sales_reports/create', async (ctx) => ({ sale_id: await convertedSale(ctx), title: unique('提案') })),
    post('sales_reports/save', async (ctx) => ({ id: await report(ctx), body: '## 追記' })),
    post('sales_reports/update', async (ctx) => ({ sales_report: { id: await report(ctx, 0), is_show: 1 } })),
    post('sales_reports/delete', async (ctx) => ({ id: await report(ctx) })),
    {
      route: 'POST /api/v1/sales_reports/upload_image',
      request: async (ctx) => ({
        url: '/api/v1/sales_reports/upload_image',
        ...imageUpload({ sale_id: String(await convertedSale(ctx)) }),
      }),
      expected: staffRoute(),
    },
    {
      route: 'GET /api/v1/sales_documents',
      request: async (ctx) => ({ url: `/api/v1/sales_documents?sale_id=${await convertedSale(ctx)}` }),
      expected: staffRoute(),
    },
    {
      route: 'POST /api/v1/sales_documents/create',
      request: async (ctx) => ({
        url: '/api/v1/sales_documents/create',
        ...imageUpload(
          { sale_id: String(await convertedSale(ctx)) },
          { name: '提案書.pdf', type: 'application/pdf', data: pdfBytes() },
        ),
      }),
      expected: staffRoute(),
    },
    post('sales_documents/delete', async (ctx) => ({ id: await saleDocument(ctx) })),
  ];
}
