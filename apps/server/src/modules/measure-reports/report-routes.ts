import { measureReportResponseSchema, type z } from '@kaizen/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../lib/actor.js';
import { requireActor } from '../../lib/require-actor.js';
import { reportResponse } from './report-response.service.js';

export const reportTags = ['measure-reports'];
export const reportResponseSchema = { 200: measureReportResponseSchema };

/**
 * What the measure-report route files share: every call answers with the whole report of a measure
 * (`answer`), and a JSON write is its body schema and a handler returning that measure (`post`). The
 * project's live viewers hear of a write from the service's projectTransaction.
 */
export function reportRoutes(app: FastifyInstance) {
  const answer = (request: FastifyRequest, measureId: number) =>
    reportResponse(app.db, requireActor(request), app.config.secretsKey, measureId);

  const post = <B extends z.ZodType>(
    url: string,
    body: B,
    handle: (actor: Actor, body: z.output<B>) => Promise<number>,
  ) =>
    app.post(url, { schema: { tags: reportTags, body, response: reportResponseSchema } }, async (request) =>
      answer(request, await handle(requireActor(request), request.body as z.output<B>)),
    );

  return { answer, post };
}
