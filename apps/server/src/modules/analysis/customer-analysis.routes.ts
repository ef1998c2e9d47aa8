import {
  analysisIdRequestSchema,
  analysisIdResponseSchema,
  customerAnalysisQuerySchema,
  customerAnalysisResponseSchema,
  insertPointRequestSchema,
  ownerOf,
  pointResponseSchema,
  updatePointRequestSchema,
  updateProvideRequestSchema,
  updateProvideResponseSchema,
  updateRealizationRequestSchema,
  updateRealizationResponseSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import {
  customerAnalysis,
  deleteAnalysisItem,
  deletePointRow,
  insertPointRow,
  updatePointRow,
  updateProvide,
  updateRealization,
} from './customer-analysis.service.js';

const tags = ['customer analysis'];
const removed = { 200: analysisIdResponseSchema };

/**
 * product.md §7.9 customer analysis (顧客分析): the journey board of a project or a sales customer
 * (decisions/0013). Reads: whoever reaches the owner; writes: who may edit it.
 */
export const customerAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer_analysis',
    { schema: { tags, querystring: customerAnalysisQuerySchema, response: { 200: customerAnalysisResponseSchema } } },
    async (request) => customerAnalysis(app.db, requireActor(request), ownerOf(request.query)),
  );
  app.post(
    '/customer_analysis/update_provide',
    { schema: { tags, body: updateProvideRequestSchema, response: { 200: updateProvideResponseSchema } } },
    async (request) => updateProvide(app.db, requireActor(request), request.body),
  );
  app.post(
    '/customer_analysis/update_realization',
    { schema: { tags, body: updateRealizationRequestSchema, response: { 200: updateRealizationResponseSchema } } },
    async (request) => updateRealization(app.db, requireActor(request), request.body),
  );
  app.post(
    '/customer_analysis/delete_provide',
    { schema: { tags, body: analysisIdRequestSchema, response: removed } },
    async (request) => deleteAnalysisItem(app.db, requireActor(request), 'analysis_company_items', request.body.id),
  );
  app.post(
    '/customer_analysis/delete_realization',
    { schema: { tags, body: analysisIdRequestSchema, response: removed } },
    async (request) => deleteAnalysisItem(app.db, requireActor(request), 'analysis_customer_items', request.body.id),
  );
  app.post(
    '/customer_analysis/insert_point_list',
    { schema: { tags, body: insertPointRequestSchema, response: { 200: pointResponseSchema } } },
    async (request) => insertPointRow(app.db, requireActor(request), ownerOf(request.body)),
  );
  app.post(
    '/customer_analysis/update_point_list',
    { schema: { tags, body: updatePointRequestSchema, response: { 200: pointResponseSchema } } },
    async (request) => updatePointRow(app.db, requireActor(request), request.body),
  );
  app.post(
    '/customer_analysis/delete_point_list',
    { schema: { tags, body: analysisIdRequestSchema, response: removed } },
    async (request) => deletePointRow(app.db, requireActor(request), request.body.id),
  );
};
