import {
  linkCandidatesResponseSchema,
  linkHypothesisRequestSchema,
  linkingCreateHypothesisRequestSchema,
  linkingCreateTaskRequestSchema,
  linkTaskRequestSchema,
  measureReportQuerySchema,
  measureReportResponseSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { createLinkedHypothesis, createLinkedTask, linkCandidates, setLink } from './linking.service.js';
import { reportResponse } from './report-response.service.js';

const tags = ['measure-reports'];
const response = { 200: measureReportResponseSchema };

/** Spec §7 linking/*: tie a measure report to the tasks and hypotheses its consideration leads to. */
export const linkingRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.secretsKey;

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

  app.post('/linking/link_task', { schema: { tags, body: linkTaskRequestSchema, response } }, async (request) => {
    const actor = requireActor(request);
    const { measure_id, task_id, is_link } = request.body;
    await setLink(app.db, actor, { measure_id, kind: 'task', target_id: task_id, is_link });
    return reportResponse(app.db, actor, secret, measure_id);
  });
  app.post(
    '/linking/link_hypothesis',
    { schema: { tags, body: linkHypothesisRequestSchema, response } },
    async (request) => {
      const actor = requireActor(request);
      const { measure_id, hypothesis_id, is_link } = request.body;
      await setLink(app.db, actor, { measure_id, kind: 'hypothesis', target_id: hypothesis_id, is_link });
      return reportResponse(app.db, actor, secret, measure_id);
    },
  );
  app.post(
    '/linking/create_task',
    { schema: { tags, body: linkingCreateTaskRequestSchema, response } },
    async (request) => {
      const actor = requireActor(request);
      await createLinkedTask(app.db, actor, request.body.measure_id, request.body.task);
      return reportResponse(app.db, actor, secret, request.body.measure_id);
    },
  );
  app.post(
    '/linking/create_hypothesis',
    { schema: { tags, body: linkingCreateHypothesisRequestSchema, response } },
    async (request) => {
      const actor = requireActor(request);
      await createLinkedHypothesis(app.db, actor, request.body.measure_id, request.body.hypothesis);
      return reportResponse(app.db, actor, secret, request.body.measure_id);
    },
  );
};
