import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refuseNul } from '../lib/nul-text.js';

/** The parsed input of a request: route params, query string and body, each named by its own keys. */
async function refuseNulInput(request: FastifyRequest): Promise<void> {
  refuseNul(request.params);
  refuseNul(request.query);
  refuseNul(request.body);
}

/**
 * A NUL character (U+0000) anywhere in an API call's input — any text, any key, at any depth — is
 * refused with 400 naming the field, on every route and both engines alike (PostgreSQL cannot store
 * it and fails the statement). The check is appended to each route's own preValidation hooks, so it
 * also sees a body a route builds itself from a form post (sales_reports/create), and it runs before
 * the schema, so it names the field as sent. Multipart uploads read their parts in the handler:
 * files/multipart.ts applies the same check to their fields and file names.
 */
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const own = route.preValidation === undefined ? [] : [route.preValidation].flat();
    route.preValidation = [...own, refuseNulInput];
  });
});
