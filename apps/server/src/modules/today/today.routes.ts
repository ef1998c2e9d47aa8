import { todayResponseSchema } from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { todayOf } from './today.service.js';

/** 今日やること (issue 33 §2): every signed-in user, each reading only what it may see. */
export const todayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/today', { schema: { tags: ['today'], response: { 200: todayResponseSchema } } }, async (request) =>
    todayOf(app.db, requireActor(request)),
  );
};
