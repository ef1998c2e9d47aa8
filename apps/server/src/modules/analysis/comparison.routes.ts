import {
  conflictsQuerySchema,
  conflictsResponseSchema,
  conflictOrderRequestSchema,
  ownerOf,
  conflictPlusTdRequestSchema,
  conflictPlusThRequestSchema,
  conflictRemoveRequestSchema,
  conflictCompanyRequestSchema,
  conflictCellRequestSchema,
  strengthWeaknessRequestSchema,
  conflictTitleRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import {
  addLine,
  conflicts,
  orderLines,
  removeLine,
  updateCompany,
  updateConflict,
  updateStrengthWeakness,
  updateTitle,
} from './comparison.service.js';

const tags = ['analysis'];
const answer = { 200: conflictsResponseSchema };

/**
 * product.md §7.9 comparison: the competitor comparison table (companies × comparison items) and the
 * strengths and weaknesses of a project or a sales customer (decisions/0013). Every write answers
 * the owner's table as it now is.
 */
export const comparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/conflicts', { schema: { tags, querystring: conflictsQuerySchema, response: answer } }, async (request) =>
    conflicts(app.db, requireActor(request), ownerOf(request.query)),
  );
  app.post(
    '/conflicts/update_company',
    { schema: { tags, body: conflictCompanyRequestSchema, response: answer } },
    async (request) => updateCompany(app.db, requireActor(request), request.body.id, request.body.name),
  );
  app.post(
    '/conflicts/update_title',
    { schema: { tags, body: conflictTitleRequestSchema, response: answer } },
    async (request) => updateTitle(app.db, requireActor(request), request.body.id, request.body.title),
  );
  app.post(
    '/conflicts/update_conflict',
    { schema: { tags, body: conflictCellRequestSchema, response: answer } },
    async (request) => updateConflict(app.db, requireActor(request), request.body),
  );
  app.post(
    '/conflicts/plusTh',
    { schema: { tags, body: conflictPlusThRequestSchema, response: answer } },
    async (request) => addLine(app.db, requireActor(request), ownerOf(request.body), 'item', request.body.title),
  );
  app.post(
    '/conflicts/plusTd',
    { schema: { tags, body: conflictPlusTdRequestSchema, response: answer } },
    async (request) => addLine(app.db, requireActor(request), ownerOf(request.body), 'company', request.body.name),
  );
  app.post(
    '/conflicts/minusTh',
    { schema: { tags, body: conflictRemoveRequestSchema, response: answer } },
    async (request) => removeLine(app.db, requireActor(request), 'conflict_items', request.body.id),
  );
  app.post(
    '/conflicts/minusTd',
    { schema: { tags, body: conflictRemoveRequestSchema, response: answer } },
    async (request) => removeLine(app.db, requireActor(request), 'conflict_companies', request.body.id),
  );
  app.post(
    '/conflicts/orderTh',
    { schema: { tags, body: conflictOrderRequestSchema, response: answer } },
    async (request) => orderLines(app.db, requireActor(request), 'conflict_items', ownerOf(request.body), request.body),
  );
  app.post(
    '/conflicts/orderTd',
    { schema: { tags, body: conflictOrderRequestSchema, response: answer } },
    async (request) =>
      orderLines(app.db, requireActor(request), 'conflict_companies', ownerOf(request.body), request.body),
  );
  app.post(
    '/conflicts/update_strength_weakness',
    { schema: { tags, body: strengthWeaknessRequestSchema, response: answer } },
    async (request) => updateStrengthWeakness(app.db, requireActor(request), ownerOf(request.body), request.body),
  );
};
