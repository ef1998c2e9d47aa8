import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * Every /api answer — the sign-in answer carrying the token, data, errors, the JSON 404 of an unknown
 * path — says `Cache-Control: no-store`, so neither a browser nor a proxy keeps a copy. A route that
 * sets its own policy keeps it: the signed file URLs (files/{id}) are capabilities that expire, cached
 * privately on purpose so a report's images are not fetched again on every view.
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
