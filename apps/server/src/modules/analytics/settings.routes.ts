import {
  analyticsSettingsQuerySchema,
  analyticsSettingsResponseSchema,
  connectionTestRequestSchema,
  connectionTestResponseSchema,
  fetchMonthsRequestSchema,
  fetchMonthsResponseSchema,
  updateAnalyticsSettingsRequestSchema,
  updateMeasureSettingsRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { connectionTest, fetchMonths } from './ga4.service.js';
import { analyticsSettings, updateAnalyticsSettings, updateMeasureSettings } from './settings.service.js';

const tags = ['analytics'];

/**
 * product.md §7 projects/updateViewIDSecretsJson, gaapis/setGAsetting, gaapis/setGAAPIData and the
 * setting page's own reads and writes (decisions/0014). The service-account key goes in and is
 * never answered: responses carry only its status.
 */
export const analyticsSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/analytics_settings',
    { schema: { tags, querystring: analyticsSettingsQuerySchema, response: { 200: analyticsSettingsResponseSchema } } },
    async (request) => analyticsSettings(app.db, requireActor(request), request.query.project_id),
  );
  app.post(
    '/projects/updateViewIDSecretsJson',
    {
      schema: { tags, body: updateAnalyticsSettingsRequestSchema, response: { 200: analyticsSettingsResponseSchema } },
    },
    async (request) => updateAnalyticsSettings(app.db, requireActor(request), app.config.secretsKey, request.body),
  );
  app.post(
    '/projects/update_measure_settings',
    { schema: { tags, body: updateMeasureSettingsRequestSchema, response: { 200: analyticsSettingsResponseSchema } } },
    async (request) => updateMeasureSettings(app.db, requireActor(request), request.body),
  );
  app.post(
    '/gaapis/setGAsetting',
    { schema: { tags, body: connectionTestRequestSchema, response: { 200: connectionTestResponseSchema } } },
    async (request) => connectionTest(app.db, requireActor(request), app.config, request.body.project_id),
  );
  app.post(
    '/gaapis/setGAAPIData',
    { schema: { tags, body: fetchMonthsRequestSchema, response: { 200: fetchMonthsResponseSchema } } },
    async (request) => fetchMonths(app.db, requireActor(request), app.config, request.body),
  );
};
