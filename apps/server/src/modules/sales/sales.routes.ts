import {
  convertSaleRequestSchema,
  convertSaleResponseSchema,
  createSaleRequestSchema,
  pbSalesQuerySchema,
  pbSalesResponseSchema,
  projectSimulationQuerySchema,
  projectSimulationResponseSchema,
  saleIdRequestSchema,
  saleResponseSchema,
  salesIndexQuerySchema,
  salesIndexResponseSchema,
  simulationResponseSchema,
  updateSaleRequestSchema,
  updateSalesGoalRequestSchema,
  updateSimulationRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { convertSale } from './convert.service.js';
import { salesGoals, updateSalesGoal } from './goals.service.js';
import { createSale, deleteSale, editSale, restoreSale, salesList } from './sales.service.js';
import { projectSimulation, salesSimulations, updateSimulation } from './simulation.service.js';

const tags = ['sales'];

/**
 * product.md §7.9 sales list, sales goals and simulation (decisions/0012): staff only, each call
 * through requireSale; the simulation on a project's overview (decisions/0013) is read by everyone who
 * may read the project.
 */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: saleResponseSchema };

  app.get(
    '/sales_statuses/pb_index',
    { schema: { tags, querystring: salesIndexQuerySchema, response: { 200: salesIndexResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const { sale_id, deleted } = request.query;
      return sale_id === undefined
        ? salesList(app.db, actor, deleted === '1')
        : salesSimulations(app.db, actor, sale_id);
    },
  );
  app.post(
    '/sales_statuses/create',
    { schema: { tags, body: createSaleRequestSchema, response: one } },
    async (request) => ({ sale: await createSale(app.db, requireActor(request), request.body) }),
  );
  app.post(
    '/sales_statuses/update',
    { schema: { tags, body: updateSaleRequestSchema, response: one } },
    async (request) => ({ sale: await editSale(app.db, requireActor(request), request.body) }),
  );
  app.post(
    '/sales_statuses/delete_sales',
    { schema: { tags, body: saleIdRequestSchema, response: one } },
    async (request) => ({ sale: await deleteSale(app.db, requireActor(request), request.body.id) }),
  );
  app.post(
    '/sales_statuses/restore_sales',
    { schema: { tags, body: saleIdRequestSchema, response: one } },
    async (request) => ({ sale: await restoreSale(app.db, requireActor(request), request.body.id) }),
  );
  app.post(
    '/sales_statuses/convert',
    { schema: { tags, body: convertSaleRequestSchema, response: { 200: convertSaleResponseSchema } } },
    async (request) => convertSale(app.db, requireActor(request), request.body),
  );

  app.get(
    '/pb_sales',
    { schema: { tags, querystring: pbSalesQuerySchema, response: { 200: pbSalesResponseSchema } } },
    async (request) => salesGoals(app.db, requireActor(request), request.query.sale_id),
  );
  app.post(
    '/pb_sales/update',
    { schema: { tags, body: updateSalesGoalRequestSchema, response: { 200: pbSalesResponseSchema } } },
    async (request) => updateSalesGoal(app.db, requireActor(request), request.body),
  );
  app.post(
    '/pb_sales/update_simulation',
    { schema: { tags, body: updateSimulationRequestSchema, response: { 200: simulationResponseSchema } } },
    async (request) => ({ simulation: await updateSimulation(app.db, requireActor(request), request.body) }),
  );

  app.get(
    '/pb_sales/project_simulation',
    {
      schema: { tags, querystring: projectSimulationQuerySchema, response: { 200: projectSimulationResponseSchema } },
    },
    async (request) => projectSimulation(app.db, requireActor(request), request.query.project_id),
  );
};
