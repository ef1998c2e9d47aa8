import {
  clientTargetResponseSchema,
  clientTargetsQuerySchema,
  clientTargetsResponseSchema,
  createClientTargetRequestSchema,
  deleteClientTargetRequestSchema,
  deleteClientTargetResponseSchema,
  updateClientTargetRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { clientTargets, createClientTarget, deleteClientTarget, updateClientTarget } from './targets.service.js';

const tags = ['analytics'];

/**
 * product.md §7 gapi: a project's client target figures per month or period (decisions/0014). Everyone
 * who reads the project reads them, with the derived figures filled in; only staff write them.
 */
export const clientTargetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gapi/getClientTargetData',
    { schema: { tags, querystring: clientTargetsQuerySchema, response: { 200: clientTargetsResponseSchema } } },
    async (request) => clientTargets(app.db, requireActor(request), request.query.project_id),
  );
  app.post(
    '/gapi/v2/getClientTargetData',
    { schema: { tags, body: clientTargetsQuerySchema, response: { 200: clientTargetsResponseSchema } } },
    async (request) => clientTargets(app.db, requireActor(request), request.body.project_id),
  );
  app.post(
    '/gapi/v2/setClientTargetData',
    { schema: { tags, body: createClientTargetRequestSchema, response: { 200: clientTargetResponseSchema } } },
    async (request) => createClientTarget(app.db, requireActor(request), request.body),
  );
  app.post(
    '/gapi/v2/updateClientTargetData',
    { schema: { tags, body: updateClientTargetRequestSchema, response: { 200: clientTargetResponseSchema } } },
    async (request) => updateClientTarget(app.db, requireActor(request), request.body),
  );
  app.post(
    '/gapi/v2/deleteClientTargetData',
    { schema: { tags, body: deleteClientTargetRequestSchema, response: { 200: deleteClientTargetResponseSchema } } },
    async (request) => deleteClientTarget(app.db, requireActor(request), request.body.id),
  );
};
