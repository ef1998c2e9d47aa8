/**
 * Where a sales report lives (product.md §2 routes). The sales area (/sale) only has the report's
 * view; writing a report — new or edit — always happens under /admin/sales, whichever area it
 * started from.
 */
export type SalesArea = 'admin' | 'sale';

export const salesReportPath = (area: SalesArea, saleId: number, reportId: number) =>
  area === 'admin' ? `/admin/sales/${saleId}/reports/${reportId}` : `/sale/${saleId}/reports/${reportId}`;

export const salesReportEditPath = (saleId: number, reportId: number) =>
  `${salesReportPath('admin', saleId, reportId)}/edit`;

export const newSalesReportPath = (saleId: number) => `/admin/sales/${saleId}/newSalesReport`;

/** The customer's page, where its reports are listed. */
export const saleHomePath = (area: SalesArea, saleId: number) =>
  area === 'admin' ? `/admin/sales/${saleId}` : `/sale/${saleId}`;

/** A shown sales report as the client reads it, under the project the customer became. */
export const clientSalesReportPath = (projectId: number, reportId: number) =>
  `/client/${projectId}/reports/sale/${reportId}`;
