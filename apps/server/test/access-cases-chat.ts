import { treeEditRoute, type AccessCase, type AccessContext } from './access-expectations.js';
import { CLOSED_WEBHOOK_URL, insertChatChannel } from './chat-helpers.js';

/**
 * Access rows of チャット連携 (docs/permissions.md, decisions/0043): staff of any role; the project's
 * client 403 (a room's address and token are staff's, like the analytics key), another company's
 * client 404. Each caller gets a fresh channel of the world's project, whose webhook is a closed
 * port: the test send fails at once and answers 200 with the failure, and nothing leaves the machine.
 */
const staffOfProject = treeEditRoute;

const channel = (ctx: AccessContext) => insertChatChannel(ctx.db, ctx.secret, { projectId: ctx.world.projectId });

export function chatAccessCases(): AccessCase[] {
  return [
    {
      route: 'GET /api/v1/chat_channels',
      request: ({ world }) => ({ url: `/api/v1/chat_channels?project_id=${world.projectId}` }),
      expected: staffOfProject(),
    },
    {
      route: 'POST /api/v1/chat_channels/create',
      request: ({ world }) => ({
        url: '/api/v1/chat_channels/create',
        payload: {
          project_id: world.projectId,
          scope: 'project',
          service: 'slack',
          name: 'マトリクス',
          audience: 'staff',
          kinds: ['kgi'],
          webhook_url: CLOSED_WEBHOOK_URL,
        },
      }),
      expected: staffOfProject(),
    },
    {
      route: 'POST /api/v1/chat_channels/update',
      request: async (ctx) => ({
        url: '/api/v1/chat_channels/update',
        payload: { project_id: ctx.world.projectId, id: await channel(ctx), name: 'マトリクス（改）' },
      }),
      expected: staffOfProject(),
    },
    {
      route: 'POST /api/v1/chat_channels/delete',
      request: async (ctx) => ({
        url: '/api/v1/chat_channels/delete',
        payload: { project_id: ctx.world.projectId, id: await channel(ctx) },
      }),
      expected: staffOfProject(),
    },
    {
      route: 'POST /api/v1/chat_channels/test',
      request: async (ctx) => ({
        url: '/api/v1/chat_channels/test',
        payload: { project_id: ctx.world.projectId, id: await channel(ctx) },
      }),
      expected: staffOfProject(),
    },
  ];
}
