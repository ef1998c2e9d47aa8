import {
  loginRequestSchema,
  okResponseSchema,
  publicConfigSchema,
  signInRequestSchema,
  tokenResponseSchema,
  userResponseSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { currentUser, signIn, signOut } from './auth.service.js';

/**
 * The three sign-in strategies of product.md §6.1, §7.2: local (/api/auth/*), client (/api/v1/users/*) and
 * admin (the same v1 calls with strategy 'admin', here or at PROVIDER_API_BASE; staff only).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: publicConfigSchema } } },
    async () => ({
      providerApiBase: app.config.providerApiBase ?? null,
      mailEnabled: app.config.smtpUrl !== undefined,
    }),
  );

  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: tokenResponseSchema } },
    },
    async (request) => signIn(app.db, { ...request.body, address: request.ip, strategy: 'local' }, request.log),
  );

  app.post('/api/auth/logout', { schema: { tags: ['auth'], response: { 200: okResponseSchema } } }, async (request) => {
    await signOut(app.db, requireActor(request));
    return { ok: true as const };
  });

  app.get('/api/auth/user', { schema: { tags: ['auth'], response: { 200: userResponseSchema } } }, async (request) => ({
    user: await currentUser(app.db, requireActor(request)),
  }));

  app.post(
    '/api/v1/users/sign_in',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: signInRequestSchema, response: { 200: tokenResponseSchema } },
    },
    async (request) =>
      signIn(
        app.db,
        {
          account: request.body.account,
          password: request.body.password,
          address: request.ip,
          strategy: request.body.strategy ?? 'client',
        },
        request.log,
      ),
  );

  app.get(
    '/api/v1/users/me',
    { schema: { tags: ['auth'], response: { 200: userResponseSchema } } },
    async (request) => ({
      user: await currentUser(app.db, requireActor(request)),
    }),
  );
};
