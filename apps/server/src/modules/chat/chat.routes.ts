import {
  chatChannelRequestSchema,
  chatChannelsQuerySchema,
  chatChannelsResponseSchema,
  createChatChannelRequestSchema,
  updateChatChannelRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import {
  chatChannels,
  createChatChannel,
  deleteChatChannel,
  testChatChannel,
  updateChatChannel,
} from './chat.service.js';

const tags = ['chat'];
const response = { 200: chatChannelsResponseSchema };

/**
 * チャット連携 (issue 34 §5, decisions/0043): a project's (or its company's) Slack, Teams and Chatwork
 * rooms, for staff. A webhook URL or token goes in and is never answered: every answer is the
 * project's list of channels, each with the last four characters of its secret at most.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/chat_channels', { schema: { tags, querystring: chatChannelsQuerySchema, response } }, async (request) =>
    chatChannels(app.db, requireActor(request), request.query.project_id),
  );
  app.post(
    '/chat_channels/create',
    { schema: { tags, body: createChatChannelRequestSchema, response } },
    async (request) => createChatChannel(app.db, requireActor(request), app.config, request.body),
  );
  app.post(
    '/chat_channels/update',
    { schema: { tags, body: updateChatChannelRequestSchema, response } },
    async (request) => updateChatChannel(app.db, requireActor(request), app.config, request.body),
  );
  app.post('/chat_channels/delete', { schema: { tags, body: chatChannelRequestSchema, response } }, async (request) =>
    deleteChatChannel(app.db, requireActor(request), request.body),
  );
  app.post('/chat_channels/test', { schema: { tags, body: chatChannelRequestSchema, response } }, async (request) =>
    testChatChannel(app.db, requireActor(request), app.config, request.body),
  );
};
