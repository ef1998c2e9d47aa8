import { applyTemplateRequestSchema, importTreeResponseSchema, templatesResponseSchema } from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { applyTemplate, treeTemplates } from './template.service.js';

/** The tree's templates (issue 36 §3): listed for staff, and applied to a project's tree. */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/templates',
    { schema: { tags: ['managements'], response: { 200: templatesResponseSchema } } },
    async (request) => treeTemplates(requireActor(request)),
  );
  app.post(
    '/managements/apply_template',
    {
      schema: { tags: ['managements'], body: applyTemplateRequestSchema, response: { 200: importTreeResponseSchema } },
    },
    async (request) => applyTemplate(app.db, requireActor(request), request.body),
  );
};
