import multipart from '@fastify/multipart';
import {
  analyticsMessages,
  analyticsMonthsQuerySchema,
  analyticsMonthsResponseSchema,
  FIGURES_CSV_MAX_BYTES,
  importCsvFieldsSchema,
  importCsvResponseSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input.js';
import { requireActor } from '../../lib/require-actor.js';
import { requireStaff } from '../access/staff-policy.js';
import { csvUpload } from '../files/csv-upload.js';
import { readFileUpload } from '../files/multipart.js';
import { analyticsMonths, importFiguresCsv } from './figures.service.js';

const tags = ['analytics'];

/** One CSV file and the two fields (project_id, dry_run). */
const CSV_UPLOAD = csvUpload(FIGURES_CSV_MAX_BYTES, {
  tooLarge: analyticsMessages.csvTooLarge,
  missing: analyticsMessages.csvMissing,
});

/**
 * The monthly analytics graph's data and the figures CSV import (decisions/0014): everyone who reads
 * the project reads the months; only staff import.
 */
export const analyticsFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: CSV_UPLOAD.limits });

  app.get(
    '/analytics/months',
    { schema: { tags, querystring: analyticsMonthsQuerySchema, response: { 200: analyticsMonthsResponseSchema } } },
    async (request) => analyticsMonths(app.db, requireActor(request), request.query),
  );
  app.post(
    '/analytics/import_csv',
    { schema: { tags, response: { 200: importCsvResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      // Refused before the body is read: a client user's file is never buffered.
      requireStaff(actor);
      const { fields, file } = await readFileUpload(request, CSV_UPLOAD.messages);
      const { project_id, dry_run } = parseInput(importCsvFieldsSchema, fields);
      return importFiguresCsv(app.db, actor, { project_id, dry_run, data: file.data });
    },
  );
};
