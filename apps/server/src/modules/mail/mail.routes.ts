import {
  confirmEmailRequestSchema,
  digestPreviewSchema,
  mailSettingsSchema,
  updateEmailRequestSchema,
  updateMailSettingsRequestSchema,
  z,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { mailContext } from '../delivery/delivery.service.js';
import { changeEmail, confirmEmail, digestPreview, mailSettingsOf, updateMailSettings } from './mail.service.js';

const tags = ['mail'];

/** The signed-in user's address and notification e-mail settings, and the confirmation link. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/mail/settings', { schema: { tags, response: { 200: mailSettingsSchema } } }, async (request) =>
    mailSettingsOf(mailContext(app, request), requireActor(request)),
  );

  app.post(
    '/mail/settings',
    { schema: { tags, body: updateMailSettingsRequestSchema, response: { 200: mailSettingsSchema } } },
    async (request) => updateMailSettings(mailContext(app, request), requireActor(request), request.body),
  );

  app.post(
    '/mail/email',
    { schema: { tags, body: updateEmailRequestSchema, response: { 200: mailSettingsSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const ctx = mailContext(app, request);
      await changeEmail(ctx, actor.userId, request.body.email);
      return mailSettingsOf(ctx, actor);
    },
  );

  app.get('/mail/digest_preview', { schema: { tags, response: { 200: digestPreviewSchema } } }, async (request) =>
    digestPreview(mailContext(app, request), requireActor(request)),
  );

  app.post(
    '/mail/confirm_email',
    {
      config: { public: true },
      schema: { tags, body: confirmEmailRequestSchema, response: { 200: z.object({ email: z.string() }) } },
    },
    async (request) => confirmEmail(app.db, request.body.token),
  );
};
