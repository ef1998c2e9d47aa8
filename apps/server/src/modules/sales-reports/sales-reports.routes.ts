import {
  createSalesReportRequestSchema,
  deleteSalesReportRequestSchema,
  deleteSalesReportResponseSchema,
  salesReportImageFieldsSchema,
  salesReportListQuerySchema,
  salesReportListResponseSchema,
  salesReportQuerySchema,
  salesReportResponseSchema,
  saveSalesReportRequestSchema,
  updateSalesReportVisibilityRequestSchema,
  updateSalesReportVisibilityResponseSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input.js';
import { requireActor } from '../../lib/require-actor.js';
import { requireSale } from '../access/access.service.js';
import { markdownReportRoutes } from '../files/markdown-report-routes.js';
import { multipartFormAsBody } from './multipart-form.js';
import { addSaleFile } from './sales-reports.repository.js';
import {
  createSalesReport,
  removeSalesReport,
  saveSalesReport,
  salesReport,
  salesReports,
  setSalesReportVisibility,
} from './sales-reports.service.js';

const tags = ['sales-reports'];

/** product.md §7.8 sales_reports: a sales customer's markdown reports, read by the client once shown. */
export const salesReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  await markdownReportRoutes(app, {
    path: 'sales_reports',
    tags,
    key: 'sales_report',
    visibilityBody: updateSalesReportVisibilityRequestSchema,
    visibilityResponse: updateSalesReportVisibilityResponseSchema,
    setVisibility: setSalesReportVisibility,
    deleteBody: deleteSalesReportRequestSchema,
    deleteResponse: deleteSalesReportResponseSchema,
    remove: removeSalesReport,
    imageOwner: async (actor, fields) => {
      const { sale_id } = parseInput(salesReportImageFieldsSchema, fields);
      const sale = await requireSale(app.db, actor, sale_id);
      return (trx, fileId) => addSaleFile(trx, sale.id, fileId);
    },
  });

  const secret = app.config.secretsKey;
  const one = { 200: salesReportResponseSchema };

  app.get(
    '/sales_reports',
    { schema: { tags, querystring: salesReportListQuerySchema, response: { 200: salesReportListResponseSchema } } },
    async (request) => salesReports(app.db, requireActor(request), request.query),
  );
  app.get(
    '/sales_reports/get',
    { schema: { tags, querystring: salesReportQuerySchema, response: one } },
    async (request) => ({
      sales_report: await salesReport(app.db, requireActor(request), secret, request.query),
    }),
  );
  // JSON, or the original contract's multipart form with the same field names.
  app.post(
    '/sales_reports/create',
    {
      preValidation: multipartFormAsBody,
      schema: { tags, body: createSalesReportRequestSchema, response: one },
    },
    async (request) => ({
      sales_report: await createSalesReport(app.db, requireActor(request), secret, request.body),
    }),
  );
  app.post(
    '/sales_reports/save',
    { schema: { tags, body: saveSalesReportRequestSchema, response: one } },
    async (request) => ({
      sales_report: await saveSalesReport(app.db, requireActor(request), secret, request.body),
    }),
  );
};
