import {
  createMeasureReportRequestSchema,
  measureReportQuerySchema,
  minusThRequestSchema,
  patternNumRequestSchema,
  planQuerySchema,
  planResponseSchema,
  plusTdRequestSchema,
  plusThRequestSchema,
  updateAdoptRequestSchema,
  updateDataRequestSchema,
  updateHeaderRequestSchema,
  updateMeasureReportRequestSchema,
  updatePatternFieldsRequestSchema,
  updateResultsRequestSchema,
  updateStatsSettingsRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import {
  addPattern,
  createReport,
  lowerPatternNum,
  raisePatternNum,
  updateAdopt,
  updateReportFields,
} from './measure-reports.service.js';
import { addHeader, removeHeader, renameHeader, saveCell, savePatternFields } from './pattern-table.service.js';
import { reportRoutes, reportResponseSchema, reportTags } from './report-routes.js';
import { changeStatsSettings, planTest, updateResults } from './verification-data.service.js';

/** product.md §7.7: GET measure_reports; POST measure_reports/* and report_verification/*. Writes answer with the whole report. */
export const measureReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { answer, post } = reportRoutes(app);

  app.get(
    '/measure_reports',
    { schema: { tags: reportTags, querystring: measureReportQuerySchema, response: reportResponseSchema } },
    async (request) => answer(request, request.query.measure_id),
  );

  post('/measure_reports/create', createMeasureReportRequestSchema, (actor, body) => createReport(app.db, actor, body));
  post('/measure_reports/update', updateMeasureReportRequestSchema, (actor, body) =>
    updateReportFields(app.db, actor, body),
  );
  post('/measure_reports/update_pattern', patternNumRequestSchema, (actor, body) =>
    raisePatternNum(app.db, actor, body),
  );
  post('/measure_reports/delete_pattern', patternNumRequestSchema, (actor, body) =>
    lowerPatternNum(app.db, actor, body),
  );
  post('/measure_reports/update_adopt', updateAdoptRequestSchema, (actor, body) => updateAdopt(app.db, actor, body));
  post('/measure_reports/update_results', updateResultsRequestSchema, (actor, body) =>
    updateResults(app.db, actor, body),
  );
  post('/measure_reports/update_stats_settings', updateStatsSettingsRequestSchema, (actor, body) =>
    changeStatsSettings(app.db, actor, body),
  );
  // A computation for any signed-in user: it reads no data.
  app.get(
    '/measure_reports/plan',
    { schema: { tags: reportTags, querystring: planQuerySchema, response: { 200: planResponseSchema } } },
    async (request) => {
      requireActor(request);
      return planTest(request.query);
    },
  );

  post('/report_verification/plusTh', plusThRequestSchema, (actor, body) =>
    addHeader(app.db, actor, body.measure_id, body.title),
  );
  post('/report_verification/minusTh', minusThRequestSchema, (actor, body) => removeHeader(app.db, actor, body.id));
  post('/report_verification/plusTd', plusTdRequestSchema, (actor, body) => addPattern(app.db, actor, body.measure_id));
  post('/report_verification/update_header', updateHeaderRequestSchema, (actor, body) =>
    renameHeader(app.db, actor, body.id, body.title),
  );
  post('/report_verification/update_data', updateDataRequestSchema, (actor, body) => saveCell(app.db, actor, body));
  post('/report_verification/update_pattern', updatePatternFieldsRequestSchema, (actor, body) =>
    savePatternFields(app.db, actor, body),
  );
};
