import multipart from '@fastify/multipart';
import {
  importResultsFieldsSchema,
  importResultsResponseSchema,
  RESULTS_CSV_MAX_BYTES,
  resultsCsvMessages,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input.js';
import { requireActor } from '../../lib/require-actor.js';
import { csvUpload } from '../files/csv-upload.js';
import { readFileUpload } from '../files/multipart.js';
import { reportTags } from './report-routes.js';
import { importResultsCsv } from './results-import.service.js';

/** One CSV file and the two fields (measure_id, dry_run). */
const CSV_UPLOAD = csvUpload(RESULTS_CSV_MAX_BYTES, {
  tooLarge: resultsCsvMessages.tooLarge,
  missing: resultsCsvMessages.missing,
});

/** The counts of a measure report's patterns from a CSV, previewed before anything is saved. */
export const resultsImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: CSV_UPLOAD.limits });
  app.post(
    '/measure_reports/import_results',
    { schema: { tags: reportTags, response: { 200: importResultsResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const { fields, file } = await readFileUpload(request, CSV_UPLOAD.messages);
      const { measure_id, dry_run } = parseInput(importResultsFieldsSchema, fields);
      return importResultsCsv(app.db, actor, { measure_id, dry_run, data: file.data });
    },
  );
};
