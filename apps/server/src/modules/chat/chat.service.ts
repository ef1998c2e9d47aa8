import {
  chatAudienceLabels,
  chatMessages,
  chatServiceLabels,
  chatTestMessage,
  chatUpdateIssues,
  notificationKindLabels,
  webhookUrlProblem,
  type ChatAudience,
  type ChatChannel,
  type ChatChannelsResponse,
  type ChatService,
  type createChatChannelRequestSchema,
  type updateChatChannelRequestSchema,
  type z,
} from '@kaizen/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/transaction.js';
import { requireProject } from '../access/access.service.js';
import { requireStaff } from '../access/staff-policy.js';
import { recordAudit } from '../audit/audit.service.js';
import { recordAction, recordChanges } from '../history/history.recorder.js';
import { kindsOf } from './channel-kinds.js';
import { ChatSendError } from './chat-client.js';
import { sendChatMessage } from './chat-delivery.js';
import { newSealContext, sealChannelSecret, secretHint } from './chat-secrets.js';
import {
  channelsOfProject,
  deleteChannel,
  insertChannel,
  updateChannel,
  type ChannelColumns,
  type ChannelRow,
} from './chat.repository.js';

type CreateRequest = z.output<typeof createChatChannelRequestSchema>;
type UpdateRequest = z.output<typeof updateChatChannelRequestSchema>;
type Project = NonNullable<Awaited<ReturnType<typeof requireProject>>>;

const asService = (value: string) => value as ChatService;
const asAudience = (value: string) => value as ChatAudience;

/**
 * The チャット連携 section of a project (decisions/0043): the project must be readable (another
 * company's client: 404), and only staff reach it (the project's client: 403) — a room's address and
 * token are staff's, like the analytics key.
 */
export async function requireChatEditor(db: Db, actor: Actor, projectId: number): Promise<Project> {
  const project = await requireProject(db, actor, projectId, 'read');
  requireStaff(actor);
  return project;
}

/** What the screens learn of a channel: never its webhook URL or token. */
function toChannel(row: ChannelRow): ChatChannel {
  return {
    id: Number(row.id),
    scope: row.company_id === null ? 'project' : 'company',
    service: asService(row.service),
    name: row.name,
    audience: asAudience(row.audience),
    kinds: kindsOf(row),
    room_id: row.room_id,
    secret_hint: row.secret_hint,
    last_status: row.last_status === 'sent' || row.last_status === 'failed' ? row.last_status : null,
    last_at: row.last_at,
    last_error: row.last_error,
    created_at: row.created_at,
  };
}

async function channelsResponse(db: Db, project: Project): Promise<ChatChannelsResponse> {
  const rows = await channelsOfProject(db, Number(project.id), Number(project.company_id));
  return { project_id: Number(project.id), company_name: project.company_name, channels: rows.map(toChannel) };
}

/** GET chat_channels?project_id: the project's channels and its company's, for staff. */
export async function chatChannels(db: Db, actor: Actor, projectId: number): Promise<ChatChannelsResponse> {
  return channelsResponse(db, await requireChatEditor(db, actor, projectId));
}

/** One of the channels the project's section lists (its own or its company's), or 404. */
export async function requireChannelOf(db: Db, project: Project, id: number): Promise<ChannelRow> {
  const rows = await channelsOfProject(db, Number(project.id), Number(project.company_id));
  const row = rows.find((r) => Number(r.id) === id);
  if (!row) throw AppError.notFound(chatMessages.notFound);
  return row;
}

/**
 * A webhook URL must be the service's own https address (webhookUrlProblem); outside production
 * http://127.0.0.1 passes too, for the local fakes.
 */
function checkWebhookUrl(config: Config, service: ChatService, url: string | undefined): void {
  if (url === undefined || service === 'chatwork') return;
  const problem = webhookUrlProblem(service, url, config.nodeEnv !== 'production');
  if (problem) throw AppError.badInput('webhook_url', problem);
}

/** The secret a request carries: Slack's and Teams' webhook URL, Chatwork's token. */
const secretOf = (service: ChatService, req: { webhook_url?: string | undefined; token?: string | undefined }) =>
  service === 'chatwork' ? req.token : req.webhook_url;

/** The fields the change history names: labels rather than codes, the secret as 「設定」 only. */
function historyValues(v: { name: string; audience: string; kinds: string; room_id: string | null; secret: string }) {
  return {
    chat_name: v.name,
    chat_audience: chatAudienceLabels[asAudience(v.audience)],
    chat_kinds: kindsOf(v)
      .map((kind) => notificationKindLabels[kind])
      .join('、'),
    chat_room_id: v.room_id,
    chat_secret: v.secret,
  };
}
const historyFields = ['chat_name', 'chat_audience', 'chat_kinds', 'chat_room_id', 'chat_secret'];

const historyTarget = (projectId: number, name: string) => ({
  kind: 'project' as const,
  id: projectId,
  projectId,
  title: `${chatMessages.sectionTitle}「${name}」`,
});

/** The audit log's entry of a stored secret or a removed channel, naming the service and the channel. */
function auditChannel(
  trx: Db,
  actor: Actor,
  event: 'chat_channel_set' | 'chat_channel_removed',
  projectId: number,
  channel: { service: string; name: string },
): Promise<void> {
  return recordAudit(trx, {
    actor: { userId: actor.userId },
    event,
    target: { kind: 'project', id: projectId },
    detail: `${chatServiceLabels[asService(channel.service)]}「${channel.name}」`,
  });
}

/** POST chat_channels/create: a channel of the project, or of its company for all its projects. */
export async function createChatChannel(
  db: Db,
  actor: Actor,
  config: Config,
  req: CreateRequest,
): Promise<ChatChannelsResponse> {
  const project = await requireChatEditor(db, actor, req.project_id);
  checkWebhookUrl(config, req.service, req.webhook_url);
  const secret = secretOf(req.service, req) ?? '';
  const context = newSealContext();
  const values = {
    project_id: req.scope === 'project' ? req.project_id : null,
    company_id: req.scope === 'company' ? Number(project.company_id) : null,
    service: req.service,
    name: req.name,
    audience: req.audience,
    kinds: req.kinds.join(','),
    room_id: req.service === 'chatwork' ? (req.room_id ?? null) : null,
    seal_context: context,
    secret_box: sealChannelSecret(config.secretsKey, context, secret),
    secret_hint: secretHint(secret),
    created_by: actor.userId,
  };
  await inTransaction(db, async (trx) => {
    await insertChannel(trx, values);
    await recordAction(trx, actor, historyTarget(req.project_id, req.name), 'create');
    await auditChannel(trx, actor, 'chat_channel_set', req.project_id, req);
  });
  return channelsResponse(db, project);
}

/** POST chat_channels/update: the fields sent; a new webhook URL or token forgets the last result. */
export async function updateChatChannel(
  db: Db,
  actor: Actor,
  config: Config,
  req: UpdateRequest,
): Promise<ChatChannelsResponse> {
  const project = await requireChatEditor(db, actor, req.project_id);
  const row = await requireChannelOf(db, project, req.id);
  const service = asService(row.service);
  const issues = chatUpdateIssues({ service, audience: asAudience(row.audience), kinds: kindsOf(row) }, req);
  if (issues.length > 0) {
    throw new AppError(
      'bad_input',
      issues[0]?.message ?? chatMessages.kindsInvalid,
      issues.map((issue) => ({ field: issue.path, message: issue.message })),
    );
  }
  checkWebhookUrl(config, service, req.webhook_url);
  const secret = secretOf(service, req);
  const columns: ChannelColumns = {
    ...(req.name === undefined ? {} : { name: req.name }),
    ...(req.audience === undefined ? {} : { audience: req.audience }),
    ...(req.kinds === undefined ? {} : { kinds: req.kinds.join(',') }),
    ...(req.room_id === undefined ? {} : { room_id: req.room_id }),
    ...(secret === undefined
      ? {}
      : {
          secret_box: sealChannelSecret(config.secretsKey, row.seal_context, secret),
          secret_hint: secretHint(secret),
        }),
    // Another address or room: the last result was about the old one.
    ...(secret === undefined && req.room_id === undefined
      ? {}
      : { last_status: null, last_at: null, last_error: null }),
  };
  const before = { ...row, secret: row.secret_box };
  const after = { ...row, ...columns, secret: columns.secret_box ?? row.secret_box };
  await inTransaction(db, async (trx) => {
    await updateChannel(trx, Number(row.id), columns);
    await recordChanges(
      trx,
      actor,
      historyTarget(req.project_id, after.name),
      historyValues(before),
      historyValues(after),
      historyFields,
    );
    if (secret === undefined) return;
    await auditChannel(trx, actor, 'chat_channel_set', req.project_id, after);
  });
  return channelsResponse(db, project);
}

/** POST chat_channels/delete: the channel goes; posts still waiting for it are given up when they come up. */
export async function deleteChatChannel(
  db: Db,
  actor: Actor,
  req: { project_id: number; id: number },
): Promise<ChatChannelsResponse> {
  const project = await requireChatEditor(db, actor, req.project_id);
  const row = await requireChannelOf(db, project, req.id);
  await inTransaction(db, async (trx) => {
    await deleteChannel(trx, Number(row.id));
    await recordAction(trx, actor, historyTarget(req.project_id, row.name), 'delete');
    await auditChannel(trx, actor, 'chat_channel_removed', req.project_id, row);
  });
  return channelsResponse(db, project);
}

/**
 * POST chat_channels/test (テスト送信): a post saying what the room will receive, sent now rather
 * than through the outbox, so staff see at once whether the room takes it. Its outcome is the
 * channel's last result either way (送信済み, or 失敗 with the reason); the answer is 200 both ways.
 */
export async function testChatChannel(
  db: Db,
  actor: Actor,
  config: Config,
  req: { project_id: number; id: number },
): Promise<ChatChannelsResponse> {
  const project = await requireChatEditor(db, actor, req.project_id);
  const row = await requireChannelOf(db, project, req.id);
  const place = {
    project_id: Number(project.id),
    project_name: project.project_name,
    company_name: project.company_name,
    scope: row.company_id === null ? ('project' as const) : ('company' as const),
  };
  try {
    await sendChatMessage({ db, config }, Number(row.id), chatTestMessage(place, kindsOf(row), config.appUrl));
  } catch (error) {
    if (!(error instanceof ChatSendError)) throw error;
  }
  return channelsResponse(db, project);
}
