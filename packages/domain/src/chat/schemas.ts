import { notificationKindLabels, notificationKinds, type NotificationKind } from '../admin/notification-settings.js';
import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { chatMessages } from './messages.js';

/** The chat services a project's notifications can be posted to (decisions/0043). */
export const chatServices = ['slack', 'teams', 'chatwork'] as const;
export type ChatService = (typeof chatServices)[number];
export const chatServiceLabels: Record<ChatService, string> = {
  slack: 'Slack',
  teams: 'Microsoft Teams',
  chatwork: 'Chatwork',
};

/**
 * Who reads the room: a room clients are in gets only what a client of the project may see; a
 * 社内のみ room (staff only) gets every kind chosen.
 */
export const chatAudiences = ['client', 'staff'] as const;
export type ChatAudience = (typeof chatAudiences)[number];
export const chatAudienceLabels: Record<ChatAudience, string> = {
  client: 'クライアントも見るルーム',
  staff: '社内のみのルーム',
};

/** One project's channel, or one of its company that every project of the company posts to. */
export const chatScopes = ['project', 'company'] as const;
export type ChatScope = (typeof chatScopes)[number];
export const chatScopeLabels: Record<ChatScope, string> = {
  project: 'このプロジェクト',
  company: '会社の全プロジェクト',
};

/**
 * The kinds a room clients read may receive. Left out: 営業目標 (the sales area is staff's) and
 * @mentions (addressed to one person, and possibly made in a 社内のみ comment).
 */
export const clientChatKinds: readonly NotificationKind[] = [
  'kgi',
  'kpi_status',
  'measure_status',
  'report_published',
  'client_need',
  'need_answered',
];

export function chatKindsFor(audience: ChatAudience): readonly NotificationKind[] {
  return audience === 'client' ? clientChatKinds : notificationKinds;
}

export const CHAT_NAME_MAX = 50;
/** Webhook URLs are about 80 (Slack) to 400 (Teams Workflows) characters. */
export const CHAT_WEBHOOK_URL_MAX = 1000;
const CHAT_TOKEN_MAX = 200;

const nameSchema = z
  .string({ error: chatMessages.nameRequired })
  .trim()
  .min(1, chatMessages.nameRequired)
  .max(CHAT_NAME_MAX, chatMessages.nameTooLong);
const audienceSchema = z.enum(chatAudiences, { error: chatMessages.audienceInvalid });
const kindsSchema = z
  .array(z.enum(notificationKinds, { error: chatMessages.kindsInvalid }), { error: chatMessages.kindsRequired })
  .min(1, chatMessages.kindsRequired)
  .max(notificationKinds.length, chatMessages.kindsInvalid)
  .transform((kinds) => notificationKinds.filter((kind) => kinds.includes(kind)));
// The secrets' messages never repeat what was sent: it may be a working secret pasted by mistake.
const webhookUrlSchema = z
  .string({ error: chatMessages.webhookRequired })
  .trim()
  .min(1, chatMessages.webhookRequired)
  .max(CHAT_WEBHOOK_URL_MAX, chatMessages.webhookTooLong);
const tokenSchema = z
  .string({ error: chatMessages.tokenRequired })
  .trim()
  .min(1, chatMessages.tokenRequired)
  .max(CHAT_TOKEN_MAX, chatMessages.tokenInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, chatMessages.tokenInvalid);
const roomIdSchema = z
  .string({ error: chatMessages.roomRequired })
  .trim()
  .min(1, chatMessages.roomRequired)
  .regex(/^\d{1,20}$/, chatMessages.roomInvalid);

type Issue = { path: string; message: string };

/** A kind a room clients read may not receive, named for the refusal. */
function staffOnlyKindIssue(audience: ChatAudience | undefined, kinds: NotificationKind[] | undefined): Issue[] {
  if (audience !== 'client' || !kinds) return [];
  const refused = kinds.find((kind) => !clientChatKinds.includes(kind));
  return refused ? [{ path: 'kinds', message: chatMessages.kindStaffOnly(notificationKindLabels[refused]) }] : [];
}

/** Which secret fields a service takes: a webhook URL (Slack, Teams) or a token and a room (Chatwork). */
function serviceFieldIssues(
  service: ChatService,
  fields: { webhook_url?: string | undefined; token?: string | undefined; room_id?: string | undefined },
  creating: boolean,
): Issue[] {
  const issues: Issue[] = [];
  if (service === 'chatwork') {
    if (fields.webhook_url !== undefined)
      issues.push({ path: 'webhook_url', message: chatMessages.webhookNotForService });
    if (creating && fields.token === undefined) issues.push({ path: 'token', message: chatMessages.tokenRequired });
    if (creating && fields.room_id === undefined) issues.push({ path: 'room_id', message: chatMessages.roomRequired });
  } else {
    if (creating && fields.webhook_url === undefined) {
      issues.push({ path: 'webhook_url', message: chatMessages.webhookRequired });
    }
    if (fields.token !== undefined) issues.push({ path: 'token', message: chatMessages.tokenNotForService });
    if (fields.room_id !== undefined) issues.push({ path: 'room_id', message: chatMessages.roomNotForService });
  }
  return issues;
}

export const chatChannelsQuerySchema = z.object({ project_id: idSchema });

/** POST chat_channels/create: a channel of the project, or of its company (scope). */
export const createChatChannelRequestSchema = z
  .object({
    project_id: idSchema,
    scope: z.enum(chatScopes, { error: chatMessages.scopeInvalid }),
    service: z.enum(chatServices, { error: chatMessages.serviceInvalid }),
    name: nameSchema,
    audience: audienceSchema,
    kinds: kindsSchema,
    webhook_url: webhookUrlSchema.optional(),
    token: tokenSchema.optional(),
    room_id: roomIdSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const issues = [
      ...serviceFieldIssues(value.service, value, true),
      ...staffOnlyKindIssue(value.audience, value.kinds),
    ];
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type CreateChatChannelRequest = z.input<typeof createChatChannelRequestSchema>;

/**
 * POST chat_channels/update: the fields sent change; a secret left out is kept. The service and the
 * scope stay (another service or scope is another channel). Which secret fields fit the service, and
 * whether the kinds fit the audience, the server checks against the stored channel.
 */
export const updateChatChannelRequestSchema = z.object({
  project_id: idSchema,
  id: idSchema,
  name: nameSchema.optional(),
  audience: audienceSchema.optional(),
  kinds: kindsSchema.optional(),
  webhook_url: webhookUrlSchema.optional(),
  token: tokenSchema.optional(),
  room_id: roomIdSchema.optional(),
});
export type UpdateChatChannelRequest = z.input<typeof updateChatChannelRequestSchema>;

/** The checks of an update that need the stored channel: its service's fields, its audience's kinds. */
export function chatUpdateIssues(
  stored: { service: ChatService; audience: ChatAudience; kinds: NotificationKind[] },
  req: z.output<typeof updateChatChannelRequestSchema>,
): Issue[] {
  return [
    ...serviceFieldIssues(stored.service, req, false),
    ...staffOnlyKindIssue(req.audience ?? stored.audience, req.kinds ?? stored.kinds),
  ];
}

/** chat_channels/delete and chat_channels/test name a channel as seen from a project. */
export const chatChannelRequestSchema = z.object({ project_id: idSchema, id: idSchema });

export const chatResultStatuses = ['sent', 'failed'] as const;

/** What the screens learn of a channel: never its webhook URL or token, only that one is stored. */
export const chatChannelSchema = z.object({
  id: z.number().int(),
  scope: z.enum(chatScopes),
  service: z.enum(chatServices),
  name: z.string(),
  audience: z.enum(chatAudiences),
  kinds: z.array(z.enum(notificationKinds)),
  /** Chatwork's room (not a secret: without the token it opens nothing). */
  room_id: z.string().nullable(),
  /** The last four characters of the stored webhook URL or token, to tell two apart. */
  secret_hint: z.string(),
  /** The last post's outcome (a notification or a test), its time and, when it failed, why. */
  last_status: z.enum(chatResultStatuses).nullable(),
  last_at: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type ChatChannel = z.infer<typeof chatChannelSchema>;

export const chatChannelsResponseSchema = z.object({
  project_id: z.number().int(),
  company_name: z.string(),
  channels: z.array(chatChannelSchema),
});
export type ChatChannelsResponse = z.infer<typeof chatChannelsResponseSchema>;
