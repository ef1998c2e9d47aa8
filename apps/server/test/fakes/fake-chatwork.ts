import type { IncomingMessage } from 'node:http';
import { FakeHttpService, json, mediaType, type FakeAnswer } from './fake-http.js';

/**
 * A local Chatwork API v2 (decisions/0043), the one call chat integration makes: POST
 * /v2/rooms/{room_id}/messages with the API token in the X-ChatWorkToken header and a form-urlencoded
 * body (`body`, optional `self_unread` 0/1); answered {"message_id":"…"}. Errors in Chatwork's
 * {"errors":[…]} format: 401 without a valid token, 400 without a body, 403 in a room the token's
 * account may not post to, 404 for another path, 429 with the rate-limit headers.
 */
export interface ChatworkPost {
  room_id: string;
  token: string;
  body: string;
}

const errors = (status: number, ...messages: string[]) => json(status, { errors: messages });

export class FakeChatwork extends FakeHttpService {
  /** Accepted messages, oldest first. */
  readonly posts: ChatworkPost[] = [];
  /** Which rooms each token's account may post to. */
  private readonly accounts = new Map<string, Set<string>>();
  private nextMessageId = 1_000_000;

  static start(port = 0): Promise<FakeChatwork> {
    return new FakeChatwork().listen(port);
  }

  /** An account with its API token, a member of the given rooms. */
  addAccount(token: string, rooms: string[]): void {
    this.accounts.set(token, new Set(rooms));
  }

  /** The token was reissued (the old one stops working). */
  revoke(token: string): void {
    this.accounts.delete(token);
  }

  postsTo(roomId: string): ChatworkPost[] {
    return this.posts.filter((post) => post.room_id === roomId);
  }

  protected outage(status: number): FakeAnswer {
    if (status === 429) {
      return errors(429, 'Rate limit exceeded');
    }
    return errors(status, 'Internal Server Error');
  }

  protected handle(req: IncomingMessage, raw: string, url: URL): FakeAnswer {
    const match = /^\/v2\/rooms\/(\d+)\/messages$/.exec(url.pathname);
    const tokenHeader = req.headers['x-chatworktoken'];
    const token = typeof tokenHeader === 'string' ? tokenHeader : '';
    const rooms = this.accounts.get(token);
    if (!rooms) return errors(401, 'Invalid API token');
    if (!match || req.method !== 'POST') return errors(404, 'Invalid Endpoint or HTTP method');
    const roomId = match[1] ?? '';
    if (mediaType(req) !== 'application/x-www-form-urlencoded') return errors(400, 'Parameter body is required');
    const form = new URLSearchParams(raw);
    const body = form.get('body');
    if (!body) return errors(400, 'Parameter body is required');
    const selfUnread = form.get('self_unread');
    if (selfUnread !== null && selfUnread !== '0' && selfUnread !== '1') {
      return errors(400, 'Parameter self_unread must be 0 or 1');
    }
    if (!rooms.has(roomId)) return errors(403, "You don't have permission to send messages in this room");
    this.posts.push({ room_id: roomId, token, body });
    this.nextMessageId += 1;
    return json(
      200,
      { message_id: String(this.nextMessageId) },
      { 'x-ratelimit-limit': '300', 'x-ratelimit-remaining': '299' },
    );
  }
}
