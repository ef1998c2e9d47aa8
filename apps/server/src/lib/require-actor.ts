import { authMessages } from '@kaizen/domain';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './actor.js';
import { AppError } from './app-error.js';

/** The caller of a non-public route; the auth plugin has already refused requests without one. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthenticated(authMessages.signInRequired);
  return request.actor;
}
