import {
  createProjectRequestSchema,
  favoriteRequestSchema,
  favoriteResponseSchema,
  getProjectRequestSchema,
  getProjectResponseSchema,
  idRequestSchema,
  okResponseSchema,
  projectListSchema,
  updateProjectRequestSchema,
  favoriteProjectListSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { requireProject } from '../access/access.service.js';
import {
  createProject,
  deleteProject,
  favoriteProjects,
  projectList,
  updateFavorite,
  updateProject,
} from './projects.service.js';

const tags = ['projects'];

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/projects', { schema: { tags, response: { 200: projectListSchema } } }, async (request) => ({
    projects: await projectList(app.db, requireActor(request)),
  }));

  app.post(
    '/projects/get_project',
    { schema: { tags, body: getProjectRequestSchema, response: { 200: getProjectResponseSchema } } },
    async (request) => ({
      project: await requireProject(app.db, requireActor(request), request.body.projectId, 'read'),
    }),
  );

  app.post(
    '/projects/create',
    { schema: { tags, body: createProjectRequestSchema, response: { 200: getProjectResponseSchema } } },
    async (request) => ({
      project: await createProject(app.db, requireActor(request), request.body.company_id, request.body.project_name),
    }),
  );

  app.post(
    '/projects/update',
    { schema: { tags, body: updateProjectRequestSchema, response: { 200: getProjectResponseSchema } } },
    async (request) => ({
      project: await updateProject(app.db, requireActor(request), request.body.id, request.body.project_name),
    }),
  );

  app.post(
    '/projects/delete',
    { schema: { tags, body: idRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteProject(app.db, requireActor(request), request.body.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/projects/get_favorite',
    { schema: { tags, response: { 200: favoriteProjectListSchema } } },
    async (request) => ({
      projects: await favoriteProjects(app.db, requireActor(request)),
    }),
  );

  app.post(
    '/projects/update_favorite',
    { schema: { tags, body: favoriteRequestSchema, response: { 200: favoriteResponseSchema } } },
    async (request) => updateFavorite(app.db, requireActor(request), request.body.projectId, request.body.is_favorite),
  );
};
