import { notificationListSchema, projectQuerySchema } from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { projectNotifications } from './notifications.service.js';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    { schema: { tags: ['notifications'], querystring: projectQuerySchema, response: { 200: notificationListSchema } } },
    async (request) => ({
      notifications: await projectNotifications(app.db, requireActor(request), request.query.project_id),
    }),
  );
};
