import { authMessages } from '@kaizen/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { resolveToken } from '../modules/auth/auth.service.js';
import { bearerToken } from '../modules/auth/tokens.js';

/**
 * Every /api request: the bearer token becomes `request.actor`. Routes are closed by default —
 * only those marked `config: { public: true }` answer without a valid token (401 otherwise).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // Unmatched paths fall through to the JSON 404, signed in or not.
    if (request.routeOptions.url === undefined) return;

    const token = bearerToken(request.headers.authorization);
    const isPublic = request.routeOptions.config.public === true;
    if (!token) {
      if (isPublic) return;
      throw AppError.unauthenticated(authMessages.signInRequired);
    }
    const check = await resolveToken(app.db, token, app.config.providerApiBase);
    if (check.actor) {
      request.actor = check.actor;
      return;
    }
    if (isPublic) return;
    throw AppError.unauthenticated(
      check.reason === 'expired' ? authMessages.sessionExpired : authMessages.signInRequired,
    );
  });
});
