import {
  answerNeedRequestSchema,
  createNeedRequestSchema,
  dashboardSummarySchema,
  deleteNeedResponseSchema,
  needIdRequestSchema,
  needResponseSchema,
  needsQuerySchema,
  needsResponseSchema,
  updateNeedRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { answerNeed, changeNeed, createNeed, getNeeds, needToTask, removeNeed } from './needs.service.js';
import { dashboardSummary } from './summary.service.js';

const tags = ['dashboard'];

/**
 * product.md §7.9 dashboard: the client dashboard's summary and the client needs — written by the
 * project's client users (and staff), answered and turned into inbox tasks by staff.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pb_dashboards/summary',
    { schema: { tags, querystring: needsQuerySchema, response: { 200: dashboardSummarySchema } } },
    async (request) => dashboardSummary(app.db, requireActor(request), request.query.project_id),
  );
  app.get(
    '/pb_dashboards/get_needs',
    { schema: { tags, querystring: needsQuerySchema, response: { 200: needsResponseSchema } } },
    async (request) => getNeeds(app.db, requireActor(request), request.query.project_id),
  );
  app.post(
    '/pb_dashboards/create_need',
    { schema: { tags, body: createNeedRequestSchema, response: { 200: needResponseSchema } } },
    async (request) => createNeed(app.db, requireActor(request), request.body),
  );
  app.post(
    '/pb_dashboards/update_need',
    { schema: { tags, body: updateNeedRequestSchema, response: { 200: needResponseSchema } } },
    async (request) => changeNeed(app.db, requireActor(request), request.body),
  );
  app.post(
    '/pb_dashboards/answer_need',
    { schema: { tags, body: answerNeedRequestSchema, response: { 200: needResponseSchema } } },
    async (request) => answerNeed(app.db, requireActor(request), request.body),
  );
  app.post(
    '/pb_dashboards/need_to_task',
    { schema: { tags, body: needIdRequestSchema, response: { 200: needResponseSchema } } },
    async (request) => needToTask(app.db, requireActor(request), request.body.id),
  );
  app.post(
    '/pb_dashboards/delete_need',
    { schema: { tags, body: needIdRequestSchema, response: { 200: deleteNeedResponseSchema } } },
    async (request) => removeNeed(app.db, requireActor(request), request.body.id),
  );
};
