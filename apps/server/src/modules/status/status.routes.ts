import {
  projectQuerySchema,
  statusesResponseSchema,
  updateBoardStatusRequestSchema,
  updateBoardStatusResponseSchema,
  updateScheduleRequestSchema,
  updateScheduleResponseSchema,
  type BoardKind,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { statuses, updateBoardStatus, updateSchedule } from './status.service.js';

const tags = ['status'];

/** product.md §7.6: GET statuses, POST statuses/update_measure_status — and the same for KPIs and tasks. */
export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statuses',
    { schema: { tags, querystring: projectQuerySchema, response: { 200: statusesResponseSchema } } },
    async (request) => statuses(app.db, requireActor(request), request.query.project_id),
  );

  const kinds: BoardKind[] = ['measure', 'kpi', 'task'];
  for (const kind of kinds) {
    app.post(
      `/statuses/update_${kind}_status`,
      { schema: { tags, body: updateBoardStatusRequestSchema, response: { 200: updateBoardStatusResponseSchema } } },
      async (request) => ({ card: await updateBoardStatus(app.db, requireActor(request), kind, request.body) }),
    );
  }

  app.post(
    '/statuses/update_schedule',
    { schema: { tags, body: updateScheduleRequestSchema, response: { 200: updateScheduleResponseSchema } } },
    async (request) => ({ row: await updateSchedule(app.db, requireActor(request), request.body) }),
  );
};
