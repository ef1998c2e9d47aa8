import { measureReportSearchQuerySchema, measureReportSearchResponseSchema } from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { requireStaff } from '../access/staff-policy.js';
import { searchReportsWithReadouts } from './report-search.service.js';

/** /admin/search: staff find what worked for other clients, across every company. */
export const reportSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/measure_reports/search',
    {
      schema: {
        tags: ['measure-reports'],
        querystring: measureReportSearchQuerySchema,
        response: { 200: measureReportSearchResponseSchema },
      },
    },
    async (request) => {
      requireStaff(requireActor(request));
      return searchReportsWithReadouts(app.db, request.query);
    },
  );
};
