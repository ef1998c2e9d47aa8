import { exportSettingsSchema, exportSettingsUpdateSchema } from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { exportSettings, updateExportSettings } from './export-settings.service.js';

const tags = ['users'];

/** The signed-in user's own choices for downloads (CSV or Excel, the CSV encoding), staff and clients alike. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/export_settings', { schema: { tags, response: { 200: exportSettingsSchema } } }, async (request) =>
    exportSettings(app.db, requireActor(request)),
  );

  app.post(
    '/users/export_settings',
    {
      schema: {
        tags,
        body: exportSettingsUpdateSchema,
        response: { 200: exportSettingsSchema },
      },
    },
    async (request) => updateExportSettings(app.db, requireActor(request), request.body),
  );
};
