import multipart from '@fastify/multipart';
import {
  createMonthlyReportRequestSchema,
  deleteMonthlyReportRequestSchema,
  deleteMonthlyReportResponseSchema,
  monthlyReportIdQuerySchema,
  monthlyReportImageFieldsSchema,
  monthlyReportImageResponseSchema,
  monthlyReportListQuerySchema,
  monthlyReportListResponseSchema,
  monthlyReportResponseSchema,
  monthlyReportTemplateQuerySchema,
  monthlyReportTemplateResponseSchema,
  saveMonthlyReportRequestSchema,
  updateMonthlyReportVisibilityRequestSchema,
  updateMonthlyReportVisibilityResponseSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input.js';
import { requireActor } from '../../lib/require-actor.js';
import { requireStaff } from '../access/staff-policy.js';
import { IMAGE_UPLOAD_LIMITS } from '../files/image-upload.js';
import { uploadReportImage } from '../files/report-image-upload.js';
import { requireProject } from '../access/access.service.js';
import { addProjectFile } from './monthly-reports.repository.js';
import {
  createMonthlyReport,
  deleteMonthlyReport,
  monthlyReport,
  monthlyReports,
  saveMonthlyReport,
  setMonthlyReportVisibility,
} from './monthly-reports.service.js';
import { monthlyReportTemplate } from './report-template.service.js';

const tags = ['monthly-reports'];

/** product.md §7.8 monthly_reports: the list, visibility and delete; plus create, fetch-one, save, the template and images. */
export const monthlyReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: IMAGE_UPLOAD_LIMITS });
  const secret = app.config.secretsKey;
  const one = { 200: monthlyReportResponseSchema };

  app.get(
    '/monthly_reports',
    { schema: { tags, querystring: monthlyReportListQuerySchema, response: { 200: monthlyReportListResponseSchema } } },
    async (request) => monthlyReports(app.db, requireActor(request), request.query),
  );
  app.get(
    '/monthly_reports/get',
    { schema: { tags, querystring: monthlyReportIdQuerySchema, response: one } },
    async (request) => ({
      monthly_report: await monthlyReport(app.db, requireActor(request), secret, request.query.id),
    }),
  );
  app.get(
    '/monthly_reports/template',
    {
      schema: {
        tags,
        querystring: monthlyReportTemplateQuerySchema,
        response: { 200: monthlyReportTemplateResponseSchema },
      },
    },
    async (request) => monthlyReportTemplate(app.db, requireActor(request), request.query),
  );
  app.post(
    '/monthly_reports/create',
    { schema: { tags, body: createMonthlyReportRequestSchema, response: one } },
    async (request) => {
      const actor = requireActor(request);
      const id = await createMonthlyReport(app.db, actor, request.body);
      return { monthly_report: await monthlyReport(app.db, actor, secret, id) };
    },
  );
  app.post(
    '/monthly_reports/save',
    { schema: { tags, body: saveMonthlyReportRequestSchema, response: one } },
    async (request) => {
      const actor = requireActor(request);
      const id = await saveMonthlyReport(app.db, actor, request.body);
      return { monthly_report: await monthlyReport(app.db, actor, secret, id) };
    },
  );
  app.post(
    '/monthly_reports/update',
    {
      schema: {
        tags,
        body: updateMonthlyReportVisibilityRequestSchema,
        response: { 200: updateMonthlyReportVisibilityResponseSchema },
      },
    },
    async (request) => {
      const { id, is_show } = request.body.monthly_report;
      return { monthly_report: await setMonthlyReportVisibility(app.db, requireActor(request), id, is_show) };
    },
  );
  app.post(
    '/monthly_reports/delete',
    { schema: { tags, body: deleteMonthlyReportRequestSchema, response: { 200: deleteMonthlyReportResponseSchema } } },
    async (request) => deleteMonthlyReport(app.db, requireActor(request), request.body.id),
  );

  /** An image for a report's markdown: stored once, tied to the project, referenced as kaizen-file:ID. */
  app.post(
    '/monthly_reports/upload_image',
    { schema: { tags, response: { 200: monthlyReportImageResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      requireStaff(actor);
      return uploadReportImage(request, {
        db: app.db,
        secret,
        createdBy: actor.userId,
        owner: async (fields) => {
          const { project_id } = parseInput(monthlyReportImageFieldsSchema, fields);
          await requireProject(app.db, actor, project_id, 'read');
          return (trx, fileId) => addProjectFile(trx, project_id, fileId);
        },
      });
    },
  );
};
