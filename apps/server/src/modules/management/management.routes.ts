import {
  clientEditRequestSchema,
  createFactorRequestSchema,
  createHypothesisRequestSchema,
  createKgiRequestSchema,
  createKpiFromTaskRequestSchema,
  createKpiFromTaskResponseSchema,
  createKpiRequestSchema,
  createMeasureRequestSchema,
  createTaskRequestSchema,
  createWorkRequestSchema,
  deletedNodeSchema,
  deleteNodeRequestSchema,
  displayItemsSchema,
  kgiSchema,
  limitKpiSchema,
  managementsResponseSchema,
  managementTreeSchema,
  moveNodeRequestSchema,
  moveResultSchema,
  nodeKinds,
  okResponseSchema,
  otherKpiQuerySchema,
  projectQuerySchema,
  restoreNodeRequestSchema,
  savedNodeSchema,
  treeColumnsSchema,
  unorganizedTaskSchema,
  updateDisplayItemsRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { treeColumnsCompression } from '../../lib/compression-options.js';
import { requireActor } from '../../lib/require-actor.js';
import { requireProject } from '../access/access.service.js';
import { setClientEditing } from '../projects/projects.service.js';
import { displayItems, updateDisplayItems } from './display-items.service.js';
import { createKgi } from './kgi.service.js';
import { createKpiFromTask, deleteNode, moveNode, restoreNode } from './management.move.service.js';
import {
  changeView,
  kgiOf,
  limitKpi,
  managements,
  otherKpi,
  treeColumns,
  unorganizedTasks,
} from './management.read.service.js';
import { saveFactor, saveHypothesis, saveKpi, saveMeasure, saveTask, saveWork } from './management.write.service.js';

const tags = ['management'];

/** product.md §7.5 managements, under /api/v1/managements (GET managements itself is /api/v1/managements). */
export const managementRoutes: FastifyPluginAsyncZod = async (app) => {
  const get = { querystring: projectQuerySchema };

  app.get('/managements', { schema: { tags, ...get, response: { 200: managementsResponseSchema } } }, async (request) =>
    managements(app.db, requireActor(request), request.query.project_id),
  );

  app.get(
    '/managements/change_view',
    { schema: { tags, ...get, response: { 200: managementTreeSchema } } },
    async (request) => changeView(app.db, requireActor(request), request.query.project_id),
  );

  app.get(
    '/managements/tree_columns',
    { schema: { tags, ...get, response: { 200: treeColumnsSchema } }, compress: treeColumnsCompression },
    async (request) => treeColumns(app.db, requireActor(request), request.query.project_id),
  );

  app.get(
    '/managements/get_limit_kpi',
    { schema: { tags, ...get, response: { 200: limitKpiSchema } } },
    async (request) => limitKpi(app.db, requireActor(request), request.query.project_id),
  );

  app.get(
    '/managements/get_other_kpi',
    { schema: { tags, querystring: otherKpiQuerySchema, response: { 200: managementTreeSchema } } },
    async (request) => otherKpi(app.db, requireActor(request), request.query.project_id, request.query.kpi_id),
  );

  app.get(
    '/managements/get_unorganized_task',
    { schema: { tags, ...get, response: { 200: unorganizedTaskSchema } } },
    async (request) => ({
      unorganized_task: await unorganizedTasks(app.db, requireActor(request), request.query.project_id),
    }),
  );

  app.get('/managements/get_kgi', { schema: { tags, ...get, response: { 200: kgiSchema } } }, async (request) => {
    await requireProject(app.db, requireActor(request), request.query.project_id, 'read');
    return kgiOf(app.db, request.query.project_id);
  });

  app.post(
    '/managements/create_kgi',
    { schema: { tags, body: createKgiRequestSchema, response: { 200: kgiSchema } } },
    async (request) => createKgi(app.db, requireActor(request), request.body),
  );

  // create_*: without id they create, with an existing id they update (product.md §7.5).
  const saved = { 200: savedNodeSchema };
  app.post('/managements/create_kpi', { schema: { tags, body: createKpiRequestSchema, response: saved } }, async (r) =>
    saveKpi(app.db, requireActor(r), r.body),
  );
  app.post(
    '/managements/create_task',
    { schema: { tags, body: createTaskRequestSchema, response: saved } },
    async (r) => saveTask(app.db, requireActor(r), r.body),
  );
  app.post(
    '/managements/create_factor',
    { schema: { tags, body: createFactorRequestSchema, response: saved } },
    async (r) => saveFactor(app.db, requireActor(r), r.body),
  );
  app.post(
    '/managements/create_hypothesis',
    { schema: { tags, body: createHypothesisRequestSchema, response: saved } },
    async (r) => saveHypothesis(app.db, requireActor(r), r.body),
  );
  app.post(
    '/managements/create_measure',
    { schema: { tags, body: createMeasureRequestSchema, response: saved } },
    async (r) => saveMeasure(app.db, requireActor(r), r.body),
  );
  app.post(
    '/managements/create_work',
    { schema: { tags, body: createWorkRequestSchema, response: saved } },
    async (r) => saveWork(app.db, requireActor(r), r.body),
  );

  for (const kind of nodeKinds) {
    app.post(
      `/managements/delete_${kind}`,
      { schema: { tags, body: deleteNodeRequestSchema, response: { 200: deletedNodeSchema } } },
      async (request) => deleteNode(app.db, requireActor(request), kind, request.body.id),
    );
  }

  app.post(
    '/managements/restore',
    { schema: { tags, body: restoreNodeRequestSchema, response: { 200: deletedNodeSchema } } },
    async (request) => restoreNode(app.db, requireActor(request), request.body.kind, request.body.id),
  );

  app.post(
    '/managements/move_node',
    { schema: { tags, body: moveNodeRequestSchema, response: { 200: moveResultSchema } } },
    async (request) => moveNode(app.db, requireActor(request), request.body),
  );

  app.post(
    '/managements/create_kpi_from_task',
    { schema: { tags, body: createKpiFromTaskRequestSchema, response: { 200: createKpiFromTaskResponseSchema } } },
    async (request) => createKpiFromTask(app.db, requireActor(request), request.body.task_id),
  );

  app.post(
    '/managements/update_client_edit',
    { schema: { tags, body: clientEditRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await setClientEditing(app.db, requireActor(request), request.body.project_id, request.body.client_can_edit);
      return { ok: true as const };
    },
  );

  app.get('/managements/display_items', { schema: { tags, response: { 200: displayItemsSchema } } }, async (request) =>
    displayItems(app.db, requireActor(request)),
  );

  app.post(
    '/managements/update_display_items',
    { schema: { tags, body: updateDisplayItemsRequestSchema, response: { 200: displayItemsSchema } } },
    async (request) => updateDisplayItems(app.db, requireActor(request), request.body.items),
  );
};
