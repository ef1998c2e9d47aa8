import {
  linkCandidatesResponseSchema,
  linkHypothesisRequestSchema,
  linkingCreateHypothesisRequestSchema,
  linkingCreateTaskRequestSchema,
  linkTaskRequestSchema,
  measureReportQuerySchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { createLinkedHypothesis, createLinkedTask, linkCandidates, setLink } from './linking.service.js';
import { reportRoutes, reportTags as tags } from './report-routes.js';

/** product.md §7.7 linking/*: tie a measure report to the tasks and hypotheses its consideration leads to. */
export const linkingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { post } = reportRoutes(app);

  app.get(
    '/linking/get_task_list',
    { schema: { tags, querystring: measureReportQuerySchema, response: { 200: linkCandidatesResponseSchema } } },
    async (request) => ({
      items: await linkCandidates(app.db, requireActor(request), request.query.measure_id, 'task'),
    }),
  );
  app.get(
    '/linking/get_hypothesis_list',
    { schema: { tags, querystring: measureReportQuerySchema, response: { 200: linkCandidatesResponseSchema } } },
    async (request) => ({
      items: await linkCandidates(app.db, requireActor(request), request.query.measure_id, 'hypothesis'),
    }),
  );

  post('/linking/link_task', linkTaskRequestSchema, (actor, body) =>
    setLink(app.db, actor, {
      measure_id: body.measure_id,
      kind: 'task',
      target_id: body.task_id,
      is_link: body.is_link,
    }),
  );
  post('/linking/link_hypothesis', linkHypothesisRequestSchema, (actor, body) =>
    setLink(app.db, actor, {
      measure_id: body.measure_id,
      kind: 'hypothesis',
      target_id: body.hypothesis_id,
      is_link: body.is_link,
    }),
  );
  post('/linking/create_task', linkingCreateTaskRequestSchema, (actor, body) =>
    createLinkedTask(app.db, actor, body.measure_id, body.task),
  );
  post('/linking/create_hypothesis', linkingCreateHypothesisRequestSchema, (actor, body) =>
    createLinkedHypothesis(app.db, actor, body.measure_id, body.hypothesis),
  );
};
