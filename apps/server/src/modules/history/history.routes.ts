import {
  activityQuerySchema,
  activityResponseSchema,
  idSchema,
  itemHistoryQuerySchema,
  itemHistoryResponseSchema,
  z,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { itemHistory, projectActivity } from './history.service.js';

const tags = ['history'];

/** 変更履歴 and the project activity feed (issue 33 §4, decisions/0038). */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/history',
    { schema: { tags, querystring: itemHistoryQuerySchema, response: { 200: itemHistoryResponseSchema } } },
    async (request) => itemHistory(app.db, requireActor(request), request.query),
  );
  app.get(
    '/projects/:project_id/activity',
    {
      schema: {
        tags,
        params: z.object({ project_id: idSchema }),
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema },
      },
    },
    async (request) => projectActivity(app.db, requireActor(request), request.params.project_id, request.query),
  );
};
