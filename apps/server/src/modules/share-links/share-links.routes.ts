import {
  createShareLinkRequestSchema,
  createShareLinkResponseSchema,
  openSharedRequestSchema,
  openSharedResponseSchema,
  revokeShareLinkRequestSchema,
  shareLinkListQuerySchema,
  shareLinkListResponseSchema,
  shareLinkResponseSchema,
  unlockSharedRequestSchema,
  unlockSharedResponseSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { createShareLink, openShared, revokeShareLink, shareLinks, unlockShared } from './share-links.service.js';

const tags = ['share-links'];

/** Staff's share links (issue 34 §6, decisions/0042): list, create, revoke. */
export const shareLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.secretsKey;
  app.get(
    '/share_links',
    { schema: { tags, querystring: shareLinkListQuerySchema, response: { 200: shareLinkListResponseSchema } } },
    async (request) => shareLinks(app.db, requireActor(request), request.query),
  );
  app.post(
    '/share_links/create',
    { schema: { tags, body: createShareLinkRequestSchema, response: { 200: createShareLinkResponseSchema } } },
    async (request) => createShareLink(app.db, requireActor(request), secret, request.body),
  );
  app.post(
    '/share_links/revoke',
    { schema: { tags, body: revokeShareLinkRequestSchema, response: { 200: shareLinkResponseSchema } } },
    async (request) => revokeShareLink(app.db, requireActor(request), request.body.id),
  );
};

/**
 * The links' public side, for anyone holding one: no session. The token travels in the body, so the
 * request log never holds it; every answer, a 404 included, tells search engines to keep out.
 */
export const sharedRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.secretsKey;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow, noarchive');
  });
  app.post(
    '/shared/open',
    {
      config: { public: true },
      schema: { tags, body: openSharedRequestSchema, response: { 200: openSharedResponseSchema } },
    },
    async (request) => openShared(app.db, secret, request.body),
  );
  app.post(
    '/shared/unlock',
    {
      config: { public: true },
      schema: { tags, body: unlockSharedRequestSchema, response: { 200: unlockSharedResponseSchema } },
    },
    async (request) => unlockShared(app.db, secret, request.body, request.ip, request.log),
  );
};
