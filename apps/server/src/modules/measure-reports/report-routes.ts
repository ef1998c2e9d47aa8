import { measureReportResponseSchema, type z } from '@kaizen/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../lib/actor.js';
import { markProjectEdited } from '../../lib/request-context.js';
import { requireActor } from '../../lib/require-actor.js';
import { reportResponse } from './report-response.service.js';

export const reportTags = ['measure-reports'];
export const reportResponseSchema = { 200: measureReportResponseSchema };

/**
 * What the measure-report route files share: every call answers with the whole report of a measure
 * (`answer`); a write answers through `written`, which also tells the project's live viewers of it;
 * and a JSON write is its body schema and a handler returning that measure (`post`).
 */
export function reportRoutes(app: FastifyInstance) {
  const answer = (request: FastifyRequest, measureId: number) =>
    reportResponse(app.db, requireActor(request), app.config.secretsKey, measureId);

  const written = async (request: FastifyRequest, measureId: number) => {
    const response = await answer(request, measureId);
    markProjectEdited(response.base.project_id);
    return response;
  };

  const post = <B extends z.ZodType>(
    url: string,
    body: B,
    handle: (actor: Actor, body: z.output<B>) => Promise<number>,
  ) =>
    app.post(url, { schema: { tags: reportTags, body, response: reportResponseSchema } }, async (request) =>
      written(request, await handle(requireActor(request), request.body as z.output<B>)),
    );

  return { answer, written, post };
}
