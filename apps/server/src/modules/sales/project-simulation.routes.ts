import { projectSimulationQuerySchema, projectSimulationResponseSchema } from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { projectSimulation } from './project-simulation.service.js';

const tags = ['sales'];

/** The simulation on a project's overview (decisions/0013): read by everyone who may read the project. */
export const projectSimulationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pb_sales/project_simulation',
    {
      schema: { tags, querystring: projectSimulationQuerySchema, response: { 200: projectSimulationResponseSchema } },
    },
    async (request) => projectSimulation(app.db, requireActor(request), request.query.project_id),
  );
};
