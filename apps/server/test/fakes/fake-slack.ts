import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { FakeHttpService, mediaType, text, type FakeAnswer } from './fake-http.js';

/**
 * A local Slack incoming webhook (decisions/0043), strict where Slack is: POST JSON to
 * /services/T…/B…/<secret> with a `text` (the notification's fallback) and optional Block Kit
 * `blocks`; answered 200 "ok" (text/html) as Slack does, or Slack's error strings — 400
 * invalid_payload (not JSON, or not an object), no_text, invalid_blocks; 403 action_prohibited; 404
 * no_service (no such hook, or a revoked one); 410 channel_is_archived; 429 rate_limited with
 * Retry-After; 500 rollup_error.
 */
export interface SlackPost {
  hook: string;
  text: string;
  blocks: SlackBlock[];
}

interface SlackBlock {
  type: string;
  text?: { type: string; text: string };
  elements?: unknown[];
}

type HookState = 'active' | 'archived' | 'prohibited';

const BLOCK_TYPES = new Set(['section', 'context', 'divider', 'header', 'actions', 'image', 'rich_text']);
const SECTION_TEXT_MAX = 3000;
const TEXT_MAX = 40_000;
const BLOCKS_MAX = 50;

const slackAnswer = (status: number, body: string) => text(status, body, 'text/html');

function blocksProblem(blocks: unknown): string | null {
  if (!Array.isArray(blocks) || blocks.length > BLOCKS_MAX) return 'invalid_blocks';
  for (const block of blocks as unknown[]) {
    if (typeof block !== 'object' || block === null) return 'invalid_blocks';
    const b = block as SlackBlock;
    if (!BLOCK_TYPES.has(b.type)) return 'invalid_blocks';
    if (b.type === 'section' || b.type === 'header') {
      const t = b.text;
      if (!t || (t.type !== 'mrkdwn' && t.type !== 'plain_text') || typeof t.text !== 'string') return 'invalid_blocks';
      if (t.text.length === 0 || t.text.length > SECTION_TEXT_MAX) return 'invalid_blocks';
      if (b.type === 'header' && t.type !== 'plain_text') return 'invalid_blocks';
    }
  }
  return null;
}

export class FakeSlack extends FakeHttpService {
  /** Accepted posts, oldest first. */
  readonly posts: SlackPost[] = [];
  private readonly hooks = new Map<string, HookState>();

  static start(port = 0): Promise<FakeSlack> {
    return new FakeSlack().listen(port);
  }

  /** A new incoming webhook's URL, as Slack shows it once the app is added to a channel. */
  hook(state: HookState = 'active'): string {
    const path = `/services/T${randomBytes(4).toString('hex').toUpperCase()}/B${randomBytes(4).toString('hex').toUpperCase()}/${randomBytes(12).toString('hex')}`;
    this.hooks.set(path, state);
    return `${this.url}${path}`;
  }

  /** The channel was archived, or the webhook removed: later posts are refused as Slack does. */
  setHook(url: string, state: HookState | 'removed'): void {
    const path = new URL(url).pathname;
    if (state === 'removed') this.hooks.delete(path);
    else this.hooks.set(path, state);
  }

  postsTo(url: string): SlackPost[] {
    const path = new URL(url).pathname;
    return this.posts.filter((post) => post.hook === path);
  }

  protected outage(status: number): FakeAnswer {
    if (status === 429) return { ...slackAnswer(429, 'rate_limited'), headers: { 'retry-after': '30' } };
    return slackAnswer(status, 'rollup_error');
  }

  protected handle(req: IncomingMessage, raw: string, url: URL): FakeAnswer {
    const state = this.hooks.get(url.pathname);
    if (!state) return slackAnswer(404, 'no_service');
    if (req.method !== 'POST') return slackAnswer(405, 'invalid_method');
    if (mediaType(req) !== 'application/json') return slackAnswer(400, 'invalid_payload');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return slackAnswer(400, 'invalid_payload');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return slackAnswer(400, 'invalid_payload');
    const payload = body as { text?: unknown; blocks?: unknown };
    if (payload.text !== undefined && (typeof payload.text !== 'string' || payload.text.length > TEXT_MAX)) {
      return slackAnswer(400, 'invalid_payload');
    }
    if (!payload.text && payload.blocks === undefined) return slackAnswer(400, 'no_text');
    if (payload.blocks !== undefined) {
      const problem = blocksProblem(payload.blocks);
      if (problem) return slackAnswer(400, problem);
    }
    if (state === 'archived') return slackAnswer(410, 'channel_is_archived');
    if (state === 'prohibited') return slackAnswer(403, 'action_prohibited');
    this.posts.push({
      hook: url.pathname,
      text: typeof payload.text === 'string' ? payload.text : '',
      blocks: (payload.blocks as SlackBlock[] | undefined) ?? [],
    });
    return slackAnswer(200, 'ok');
  }
}
