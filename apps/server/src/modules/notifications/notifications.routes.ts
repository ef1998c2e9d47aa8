import { markNotificationsReadRequestSchema, notificationListSchema, notificationsQuerySchema } from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { markNotificationsRead, projectNotifications } from './notifications.service.js';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    { schema: { tags, querystring: notificationsQuerySchema, response: { 200: notificationListSchema } } },
    async (request) => projectNotifications(app.db, requireActor(request), request.query.project_id),
  );

  app.post(
    '/notifications/mark_read',
    { schema: { tags, body: markNotificationsReadRequestSchema, response: { 200: notificationListSchema } } },
    async (request) => markNotificationsRead(app.db, requireActor(request), request.body.project_id),
  );
};
