import { chatMessages, clientChatKinds, type ChatMessage } from '@kaizen/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/types.js';
import { SecretUnreadableError } from '../../lib/secret-box.js';
import { clientsMaySee } from '../notifications/notifications.service.js';
import { ChatSendError, postChat, type ChatDestination } from './chat-client.js';
import { openChannelSecret } from './chat-secrets.js';
import { channelsForProject, findChannel, storeResult, type ChannelRow } from './chat.repository.js';
import { kindsOf } from './channel-kinds.js';

/** What sending needs: the database and the configuration (SECRETS_KEY, CHATWORK_API_BASE). */
export interface ChatContext {
  db: Db;
  config: Config;
}

function destinationOf(row: ChannelRow, secret: string): ChatDestination {
  if (row.service === 'chatwork') return { service: 'chatwork', token: secret, roomId: row.room_id ?? '' };
  return { service: row.service === 'teams' ? 'teams' : 'slack', webhookUrl: secret };
}

/**
 * Posts one message to one channel and keeps the outcome on the channel (送信済み, or 失敗 with the
 * reason and time, which staff see in its settings). Throws ChatSendError with the reason when it
 * did not go — permanent when only a change of the channel can help.
 */
export async function sendChatMessage(ctx: ChatContext, channelId: number, message: ChatMessage): Promise<void> {
  const row = await findChannel(ctx.db, channelId);
  if (!row) throw new ChatSendError(chatMessages.notFound, true);
  const at = () => new Date().toISOString();
  try {
    let secret: string;
    try {
      secret = openChannelSecret(ctx.config.secretsKey, row);
    } catch (error) {
      if (error instanceof SecretUnreadableError) throw new ChatSendError(chatMessages.secretUnreadable, true);
      throw error;
    }
    await postChat(destinationOf(row, secret), message, ctx.config.chatworkApiBase);
  } catch (error) {
    if (error instanceof ChatSendError) {
      await storeResult(ctx.db, channelId, row.secret_box, { status: 'failed', at: at(), error: error.message });
    }
    throw error;
  }
  await storeResult(ctx.db, channelId, row.secret_box, { status: 'sent', at: at(), error: null });
}

/** A notification as the channels are chosen for it. */
export interface RoutedNotification {
  id: number;
  project_id: number;
  kind: string;
}

/**
 * The channels a notification goes to (decisions/0043): those of its project and of the project's
 * company that chose its kind — and of those whose room clients read, only when the kind is one a
 * client room may take (no 営業目標, no @mention) and a client of the company would see this very
 * notification in the bell (not about a hidden measure or an unpublished report).
 */
export async function chatChannelsFor(db: Db, n: RoutedNotification): Promise<ChannelRow[]> {
  const chosen = (await channelsForProject(db, n.project_id)).filter((row) =>
    (kindsOf(row) as string[]).includes(n.kind),
  );
  const forClients = chosen.filter((row) => row.audience === 'client');
  if (forClients.length === 0) return chosen;
  const companyId = Number(forClients[0]?.project_company_id);
  const clientKind = (clientChatKinds as readonly string[]).includes(n.kind);
  const seen = clientKind && (await clientsMaySee(db, n, companyId));
  return chosen.filter((row) => row.audience === 'staff' || seen);
}
