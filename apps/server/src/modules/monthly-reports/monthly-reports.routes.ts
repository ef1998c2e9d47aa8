import {
  createMonthlyReportRequestSchema,
  deleteMonthlyReportRequestSchema,
  deleteMonthlyReportResponseSchema,
  monthlyReportIdQuerySchema,
  monthlyReportImageFieldsSchema,
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
import { markdownReportRoutes } from '../files/markdown-report-routes.js';
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
  await markdownReportRoutes(app, {
    path: 'monthly_reports',
    tags,
    key: 'monthly_report',
    visibilityBody: updateMonthlyReportVisibilityRequestSchema,
    visibilityResponse: updateMonthlyReportVisibilityResponseSchema,
    setVisibility: setMonthlyReportVisibility,
    deleteBody: deleteMonthlyReportRequestSchema,
    deleteResponse: deleteMonthlyReportResponseSchema,
    remove: deleteMonthlyReport,
    imageOwner: async (actor, fields) => {
      const { project_id } = parseInput(monthlyReportImageFieldsSchema, fields);
      await requireProject(app.db, actor, project_id, 'read');
      return (trx, fileId) => addProjectFile(trx, project_id, fileId);
    },
  });

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
};
