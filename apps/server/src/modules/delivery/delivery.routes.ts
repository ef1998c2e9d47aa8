import {
  deliveryListQuerySchema,
  deliveryListSchema,
  okResponseSchema,
  retryDeliveryRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { deliveryList, retryDelivery } from './delivery.service.js';

const tags = ['delivery'];

/** 送信状況 for administrators: what waits, what failed and why, and 再送. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/deliveries',
    { schema: { tags, querystring: deliveryListQuerySchema, response: { 200: deliveryListSchema } } },
    async (request) => deliveryList(app.db, app.config, requireActor(request), request.query.status),
  );

  app.post(
    '/deliveries/retry',
    { schema: { tags, body: retryDeliveryRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await retryDelivery(app.db, requireActor(request), request.body.id);
      return { ok: true as const };
    },
  );
};
