import multipart from '@fastify/multipart';
import {
  createSalesReportRequestSchema,
  deleteSalesReportRequestSchema,
  deleteSalesReportResponseSchema,
  monthlyReportImageResponseSchema,
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
import { requireStaff } from '../access/staff-policy.js';
import { requireSale } from '../access/access.service.js';
import { IMAGE_UPLOAD_LIMITS } from '../files/image-upload.js';
import { uploadReportImage } from '../files/report-image-upload.js';
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
  await app.register(multipart, { limits: IMAGE_UPLOAD_LIMITS });
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
  app.post(
    '/sales_reports/update',
    {
      schema: {
        tags,
        body: updateSalesReportVisibilityRequestSchema,
        response: { 200: updateSalesReportVisibilityResponseSchema },
      },
    },
    async (request) => {
      const { id, is_show } = request.body.sales_report;
      return { sales_report: await setSalesReportVisibility(app.db, requireActor(request), id, is_show) };
    },
  );
  app.post(
    '/sales_reports/delete',
    { schema: { tags, body: deleteSalesReportRequestSchema, response: { 200: deleteSalesReportResponseSchema } } },
    async (request) => removeSalesReport(app.db, requireActor(request), request.body.id),
  );

  /** An image for a report's markdown: stored once, tied to the customer, referenced as kaizen-file:ID. */
  app.post(
    '/sales_reports/upload_image',
    { schema: { tags, response: { 200: monthlyReportImageResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      requireStaff(actor);
      return uploadReportImage(request, {
        db: app.db,
        secret,
        createdBy: actor.userId,
        owner: async (fields) => {
          const { sale_id } = parseInput(salesReportImageFieldsSchema, fields);
          const sale = await requireSale(app.db, actor, sale_id);
          return (trx, fileId) => addSaleFile(trx, sale.id, fileId);
        },
      });
    },
  );
};
