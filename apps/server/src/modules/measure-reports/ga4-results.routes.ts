import { fetchResultsRequestSchema, fetchResultsResponseSchema, updateGa4SourceRequestSchema } from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { fetchResults, updateGa4Source } from './ga4-results.service.js';
import { reportRoutes, reportTags } from './report-routes.js';

/** A measure report's counts from GA4 (decisions/0034): the source setting, then a preview and a save. */
export const ga4ResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { post } = reportRoutes(app);
  post('/measure_reports/update_ga4_source', updateGa4SourceRequestSchema, (actor, body) =>
    updateGa4Source(app.db, actor, body),
  );
  app.post(
    '/measure_reports/fetch_results',
    { schema: { tags: reportTags, body: fetchResultsRequestSchema, response: { 200: fetchResultsResponseSchema } } },
    async (request) => fetchResults(app.db, requireActor(request), app.config, request.body),
  );
};
