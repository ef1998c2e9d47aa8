import {
  completePasswordResetRequestSchema,
  createUserRequestSchema,
  editUserRequestSchema,
  okResponseSchema,
  passwordResetTicketSchema,
  resetPasswordRequestSchema,
  updateSelfRequestSchema,
  userEntryResponseSchema,
  userIdRequestSchema,
  userListSchema,
  userResponseSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import {
  completePasswordReset,
  createUser,
  deleteUser,
  editUser,
  issuePasswordReset,
  resetPassword,
  updateSelf,
  userList,
} from './users.service.js';

const tags = ['users'];
const ok = { ok: true as const };

/** GET /api/v1/users/me lives with the auth routes; these are the account-management calls. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users', { schema: { tags, response: { 200: userListSchema } } }, async (request) => ({
    users: await userList(app.db, requireActor(request)),
  }));

  app.post(
    '/users/create',
    { schema: { tags, body: createUserRequestSchema, response: { 200: userEntryResponseSchema } } },
    async (request) => ({ user: await createUser(app.db, requireActor(request), request.body) }),
  );

  app.post(
    '/users/edit',
    { schema: { tags, body: editUserRequestSchema, response: { 200: userEntryResponseSchema } } },
    async (request) => ({ user: await editUser(app.db, requireActor(request), request.body) }),
  );

  app.post(
    '/users/delete',
    { schema: { tags, body: userIdRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteUser(app.db, requireActor(request), request.body.user_id);
      return ok;
    },
  );

  app.post(
    '/users/reset_password',
    { schema: { tags, body: resetPasswordRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await resetPassword(app.db, requireActor(request), request.body.user_id, request.body.password);
      return ok;
    },
  );

  app.post(
    '/users/issue_password_reset',
    { schema: { tags, body: userIdRequestSchema, response: { 200: passwordResetTicketSchema } } },
    async (request) => issuePasswordReset(app.db, requireActor(request), request.body.user_id),
  );

  app.post(
    '/users/complete_password_reset',
    {
      config: { public: true },
      schema: { tags, body: completePasswordResetRequestSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await completePasswordReset(app.db, request.body.token, request.body.password);
      return ok;
    },
  );

  app.post(
    '/users/update',
    { schema: { tags, body: updateSelfRequestSchema, response: { 200: userResponseSchema } } },
    async (request) => ({
      user: await updateSelf(app.db, requireActor(request), request.body, { address: request.ip, log: request.log }),
    }),
  );
};
