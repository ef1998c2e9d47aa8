import {
  assignablePeopleSchema,
  nodeAssigneesSchema,
  projectQuerySchema,
  updateAssigneesRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { assignablePeople, updateAssignees } from './assignees.service.js';

const tags = ['management'];

/** Issue 33 §1 担当者, beside the other management routes under /api/v1/managements. */
export const assigneeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/managements/assignable_people',
    { schema: { tags, querystring: projectQuerySchema, response: { 200: assignablePeopleSchema } } },
    async (request) => assignablePeople(app.db, requireActor(request), request.query.project_id),
  );

  app.post(
    '/managements/update_assignees',
    { schema: { tags, body: updateAssigneesRequestSchema, response: { 200: nodeAssigneesSchema } } },
    async (request) => updateAssignees(app.db, requireActor(request), request.body),
  );
};
