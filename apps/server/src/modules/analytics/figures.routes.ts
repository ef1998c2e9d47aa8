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
import { readFileUpload } from '../files/multipart.js';
import { analyticsMonths, importFiguresCsv } from './figures.service.js';

const tags = ['analytics'];

/** One CSV file and the two fields (project_id, dry_run). */
const CSV_UPLOAD_LIMITS = { fileSize: FIGURES_CSV_MAX_BYTES, files: 1, fields: 10, parts: 11 };

const csvMessages = {
  notMultipart: 'CSVは multipart/form-data で送ってください',
  oneFile: 'CSVは file という名前で1つだけ送ってください',
  tooMany: 'CSVは1回に1つずつ取り込んでください',
  tooLarge: analyticsMessages.csvTooLarge,
  unreadable: 'CSVを読み取れませんでした。もう一度お試しください',
  missing: analyticsMessages.csvMissing,
};

/**
 * The monthly analytics graph's data and the figures CSV import (decisions/0014): everyone who reads
 * the project reads the months; only staff import.
 */
export const analyticsFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: CSV_UPLOAD_LIMITS });

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
      const { fields, file } = await readFileUpload(request, csvMessages);
      const { project_id, dry_run } = parseInput(importCsvFieldsSchema, fields);
      return importFiguresCsv(app.db, actor, { project_id, dry_run, data: file.data });
    },
  );
};
