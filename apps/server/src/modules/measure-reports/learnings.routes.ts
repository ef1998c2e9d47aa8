import { learningsQuerySchema, learningsResponseSchema } from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { learnings } from './learnings.service.js';

/** 施策の学び (issue 32 §5): every signed-in user, each reading only what it may see. */
export const learningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/measure_reports/learnings',
    {
      schema: {
        tags: ['measure-reports'],
        querystring: learningsQuerySchema,
        response: { 200: learningsResponseSchema },
      },
    },
    async (request) => learnings(app.db, requireActor(request), request.query),
  );
};
