import {
  completePasswordResetRequestSchema,
  requestPasswordResetSchema,
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
import { runInBackground } from '../../lib/background.js';
import { requireActor } from '../../lib/require-actor.js';
import { mailContext } from '../delivery/delivery.service.js';
import {
  completePasswordReset,
  createUser,
  deleteUser,
  editUser,
  issuePasswordReset,
  requestPasswordReset,
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
    async (request) => ({ user: await createUser(mailContext(app, request), requireActor(request), request.body) }),
  );

  app.post(
    '/users/edit',
    { schema: { tags, body: editUserRequestSchema, response: { 200: userEntryResponseSchema } } },
    async (request) => ({ user: await editUser(mailContext(app, request), requireActor(request), request.body) }),
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
    '/users/request_password_reset',
    {
      config: { public: true },
      schema: { tags, body: requestPasswordResetSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      const rest = await requestPasswordReset(mailContext(app, request), request.body.account, {
        address: request.ip,
        log: request.log,
      });
      runInBackground(app, request.log, rest);
      return ok;
    },
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
