import multipart from '@fastify/multipart';
import {
  bindMetricRequestSchema,
  createMetricRequestSchema,
  idSchema,
  importMetricCsvFieldsSchema,
  importMetricCsvResponseSchema,
  METRIC_CSV_MAX_BYTES,
  metricCsvMessages,
  metricMonthsResponseSchema,
  metricSchema,
  metricTreeQuerySchema,
  metricTreeResponseSchema,
  putMetricMonthsRequestSchema,
  updateMetricRequestSchema,
  whatIfRequestSchema,
  whatIfResponseSchema,
  z,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input.js';
import { requireActor } from '../../lib/require-actor.js';
import { csvUpload } from '../files/csv-upload.js';
import { readFileUpload } from '../files/multipart.js';
import { metricTree, whatIf } from './metric-tree.service.js';
import {
  bindMetric,
  createMetric,
  deleteMetric,
  importMetricCsv,
  metricList,
  metricMonths,
  putMetricMonths,
  requireManualMetric,
  salesTemplate,
  updateMetric,
} from './metrics.service.js';

const tags = ['metrics'];
const projectQuery = z.object({ project_id: idSchema });
const listResponse = { 200: z.object({ metrics: z.array(metricSchema), can_edit: z.boolean() }) };
const params = z.object({ id: idSchema });

/** One CSV file and the dry_run field. */
const CSV_UPLOAD = csvUpload(METRIC_CSV_MAX_BYTES, {
  tooLarge: metricCsvMessages.tooLarge,
  missing: metricCsvMessages.missing,
});

/**
 * POST metrics/:id/import_csv: a manual metric's months from a CSV, previewed before anything is
 * saved. In a scope of its own so that only this route reads multipart bodies.
 */
const metricCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: CSV_UPLOAD.limits });
  app.post(
    '/metrics/:id/import_csv',
    { schema: { tags, params, response: { 200: importMetricCsvResponseSchema } } },
    async (request) => {
      // Refused before the body is read: a file for a metric the caller may not write is never buffered.
      const row = await requireManualMetric(app.db, requireActor(request), request.params.id, 'file');
      const { fields, file } = await readFileUpload(request, CSV_UPLOAD.messages);
      const { dry_run } = parseInput(importMetricCsvFieldsSchema, fields);
      return importMetricCsv(app.db, requireActor(request), row, { dry_run, data: file.data });
    },
  );
};

/**
 * The KPI tree's metrics (issue 35, decisions/0044). Reads for everyone who sees the project (the
 * what-if too: it stores nothing); writes for whoever may edit its tree. Writes to one metric are
 * PATCH / PUT / DELETE on its own path, as the web client sends them.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/metrics', { schema: { tags, querystring: projectQuery, response: listResponse } }, async (request) =>
    metricList(app.db, requireActor(request), request.query.project_id),
  );
  app.get(
    '/metrics/tree',
    { schema: { tags, querystring: metricTreeQuerySchema, response: { 200: metricTreeResponseSchema } } },
    async (request) => metricTree(app.db, requireActor(request), request.query),
  );
  app.post(
    '/metrics',
    { schema: { tags, body: createMetricRequestSchema, response: { 200: metricSchema } } },
    async (request) => createMetric(app.db, requireActor(request), request.body),
  );
  app.patch(
    '/metrics/:id',
    { schema: { tags, params, body: updateMetricRequestSchema, response: { 200: metricSchema } } },
    async (request) => updateMetric(app.db, requireActor(request), request.params.id, request.body),
  );
  app.delete(
    '/metrics/:id',
    { schema: { tags, params, response: { 200: z.object({ id: z.number().int() }) } } },
    async (request) => deleteMetric(app.db, requireActor(request), request.params.id),
  );
  app.get(
    '/metrics/:id/months',
    { schema: { tags, params, response: { 200: metricMonthsResponseSchema } } },
    async (request) => metricMonths(app.db, requireActor(request), request.params.id),
  );
  app.put(
    '/metrics/:id/actuals',
    { schema: { tags, params, body: putMetricMonthsRequestSchema, response: { 200: metricSchema } } },
    async (request) => putMetricMonths(app.db, requireActor(request), request.params.id, 'actual', request.body),
  );
  app.put(
    '/metrics/:id/targets',
    { schema: { tags, params, body: putMetricMonthsRequestSchema, response: { 200: metricSchema } } },
    async (request) => putMetricMonths(app.db, requireActor(request), request.params.id, 'target', request.body),
  );
  await app.register(metricCsvRoutes);
  app.post(
    '/metrics/bind',
    { schema: { tags, body: bindMetricRequestSchema, response: listResponse } },
    async (request) => bindMetric(app.db, requireActor(request), request.body),
  );
  app.post(
    '/metrics/sales_template',
    { schema: { tags, body: projectQuery, response: listResponse } },
    async (request) => salesTemplate(app.db, requireActor(request), request.body.project_id),
  );
  app.post(
    '/metrics/what_if',
    { schema: { tags, body: whatIfRequestSchema, response: { 200: whatIfResponseSchema } } },
    async (request) => whatIf(app.db, requireActor(request), request.body),
  );
};
