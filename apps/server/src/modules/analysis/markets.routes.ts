import {
  deleteMarketBoardRequestSchema,
  deleteMarketBoardResponseSchema,
  marketBoardResponseSchema,
  marketIndexItemResponseSchema,
  marketsResponseSchema,
  ownerOf,
  ownerQuerySchema,
  updateMarketBoardRequestSchema,
  updateMarketTargetRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { listMarkets, marketIndexItem, removeBoard, saveBoard, saveTarget } from './markets.service.js';

const tags = ['analysis'];

/**
 * product.md §7.9 market: the market selection boards of a project or a sales customer
 * (decisions/0013) and the comparison's companies placed on their 64 points.
 */
export const marketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/markets/index_item',
    { schema: { tags, response: { 200: marketIndexItemResponseSchema } } },
    async (request) => {
      requireActor(request);
      return marketIndexItem();
    },
  );
  app.get(
    '/markets',
    { schema: { tags, querystring: ownerQuerySchema, response: { 200: marketsResponseSchema } } },
    async (request) => listMarkets(app.db, requireActor(request), ownerOf(request.query)),
  );
  app.post(
    '/markets/update_board',
    { schema: { tags, body: updateMarketBoardRequestSchema, response: { 200: marketBoardResponseSchema } } },
    async (request) => saveBoard(app.db, requireActor(request), ownerOf(request.body), request.body),
  );
  app.post(
    '/markets/delete_board',
    { schema: { tags, body: deleteMarketBoardRequestSchema, response: { 200: deleteMarketBoardResponseSchema } } },
    async (request) => removeBoard(app.db, requireActor(request), request.body.selectionId),
  );
  app.post(
    '/markets/update_target',
    { schema: { tags, body: updateMarketTargetRequestSchema, response: { 200: marketBoardResponseSchema } } },
    async (request) => {
      const { marketId, companyConflictsId, pos } = request.body;
      return saveTarget(app.db, requireActor(request), marketId, companyConflictsId, pos);
    },
  );
};
