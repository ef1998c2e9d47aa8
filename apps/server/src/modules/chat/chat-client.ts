import { chatServiceLabels, type ChatMessage, type ChatService } from '@kaizen/domain';
import { chatworkBody, slackPayload, teamsPayload } from './chat-formats.js';

/** Where one channel posts: a webhook URL (Slack, Teams) or Chatwork's token and room. */
export type ChatDestination =
  { service: 'slack' | 'teams'; webhookUrl: string } | { service: 'chatwork'; token: string; roomId: string };

/**
 * A post that did not go, with the reason staff read (Japanese, never the URL or the token).
 * permanent: trying again cannot help until someone changes the channel (a removed webhook, a wrong
 * token); otherwise a later try may succeed (the service busy or down, the network).
 */
export class ChatSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'ChatSendError';
  }
}

const TIMEOUT_MS = 10_000;
// Unicode's control characters (C0, DEL, C1): what is removed from an answer before it is quoted.
const CONTROL_CHARACTERS = /\p{Cc}+/gu;
const ANSWER_MAX = 2048;

/** What the service said, shortened to a code or a line for the reason (control characters out). */
function said(service: ChatService, body: string): string {
  let word = body;
  try {
    const parsed: unknown = JSON.parse(body);
    if (service === 'teams') word = String((parsed as { error?: { code?: unknown } }).error?.code ?? body);
    if (service === 'chatwork') word = String((parsed as { errors?: unknown[] }).errors?.[0] ?? body);
  } catch {
    // Slack answers plain text (no_service); anything else is quoted as it came.
  }
  return word.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, 100);
}

function refusal(service: ChatService, status: number, body: string): ChatSendError {
  const label = chatServiceLabels[service];
  const why = `（${status}${said(service, body) ? ` ${said(service, body)}` : ''}）`;
  if (status === 429) return new ChatSendError(`${label}が混み合っていて受け付けませんでした${why}`, false);
  if (status >= 500) return new ChatSendError(`${label}で障害が起きていて送信できませんでした${why}`, false);
  if (status >= 300 && status < 400) {
    return new ChatSendError(`${label}が別の URL へ転送しようとしました${why}。URL を確認してください`, true);
  }
  if (service === 'chatwork') {
    if (status === 401)
      return new ChatSendError(
        `Chatwork の API トークンが正しくありません${why}。トークンを設定し直してください`,
        true,
      );
    if (status === 403) {
      return new ChatSendError(
        `Chatwork のこのルームに投稿できません${why}。トークンのアカウントがルームのメンバーか確認してください`,
        true,
      );
    }
    if (status === 404)
      return new ChatSendError(`Chatwork のルームが見つかりません${why}。ルームIDを確認してください`, true);
  } else if (status === 404 || status === 401 || status === 403 || status === 410) {
    const what =
      service === 'slack'
        ? status === 410
          ? 'Slack のチャンネルがアーカイブされています'
          : status === 403
            ? 'Slack のワークスペースの設定で投稿が禁止されています'
            : 'Slack に Webhook が見つかりません（削除されたか URL が違います）'
        : 'Teams のワークフローが見つからないか、URL が正しくありません';
    return new ChatSendError(`${what}${why}`, true);
  }
  return new ChatSendError(`${label}がメッセージを受け付けませんでした${why}`, true);
}

/** Refused connection, DNS, TLS or the time limit: worth trying again later. */
function unreachable(service: ChatService, error: unknown): ChatSendError {
  const label = chatServiceLabels[service];
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ChatSendError(`${label}から${TIMEOUT_MS / 1000}秒以内に応答がありませんでした`, false);
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? `（${cause.code}）` : '';
  return new ChatSendError(`${label}に接続できませんでした${code}`, false);
}

async function answerText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.slice(0, ANSWER_MAX);
}

function request(
  destination: ChatDestination,
  message: ChatMessage,
  chatworkApiBase: string,
): { url: string; init: { headers: Record<string, string>; body: string } } {
  if (destination.service === 'chatwork') {
    return {
      url: `${chatworkApiBase}/v2/rooms/${encodeURIComponent(destination.roomId)}/messages`,
      init: {
        headers: { 'x-chatworktoken': destination.token, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ body: chatworkBody(message), self_unread: '0' }).toString(),
      },
    };
  }
  const payload = destination.service === 'slack' ? slackPayload(message) : teamsPayload(message);
  return {
    url: destination.webhookUrl,
    init: { headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(payload) },
  };
}

/** Whether a 2xx answer is the service's "posted" (Teams' old connectors answer 200 with an error text). */
function accepted(service: ChatService, body: string): boolean {
  if (service === 'teams') return body.trim() === '' || body.trim() === '1';
  if (service === 'chatwork') {
    try {
      return typeof (JSON.parse(body) as { message_id?: unknown }).message_id === 'string';
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Posts one message to one room, the way the service's documentation asks: Slack's incoming webhook
 * (JSON, 200 "ok"), a Teams Workflows or connector webhook (an Adaptive Card, 202 or 200), Chatwork's
 * POST /v2/rooms/{room_id}/messages (form body, X-ChatWorkToken). Redirects are not followed, so a
 * stored URL reaches only the host that was checked when it was saved. Throws ChatSendError.
 */
export async function postChat(destination: ChatDestination, message: ChatMessage, chatworkApiBase: string) {
  const { service } = destination;
  const { url, init } = request(destination, message, chatworkApiBase);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw unreachable(service, error);
  }
  const body = await answerText(response);
  if (response.status < 200 || response.status >= 300) throw refusal(service, response.status, body);
  if (!accepted(service, body)) {
    // Teams' old connectors answer 200 with the reason (throttling among them): worth another try.
    throw new ChatSendError(
      `${chatServiceLabels[service]}がメッセージを受け付けませんでした（${said(service, body)}）`,
      false,
    );
  }
}
