import { getProjectRequestSchema, getProjectResponseSchema, projectListSchema } from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { requireProject } from './projects.policy.js';
import { listProjects } from './projects.repository.js';

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/projects', { schema: { tags: ['projects'], response: { 200: projectListSchema } } }, async (request) => {
    const actor = requireActor(request);
    return { projects: await listProjects(app.db, actor.isClient ? actor.companyId : undefined) };
  });

  app.post(
    '/projects/get_project',
    { schema: { tags: ['projects'], body: getProjectRequestSchema, response: { 200: getProjectResponseSchema } } },
    async (request) => ({
      project: await requireProject(app.db, requireActor(request), request.body.projectId, 'read'),
    }),
  );
};
