import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { FakeHttpService, json, mediaType, type FakeAnswer } from './fake-http.js';

/**
 * A local Microsoft Teams Workflows webhook (the "Post to a channel when a webhook request is
 * received" flow, decisions/0043): POST JSON to /workflows/<id>/triggers/manual/paths/invoke with the
 * api-version and the sig of the URL Teams gave, whose body is a message with Adaptive Card
 * attachments ({type:'message', attachments:[{contentType:'application/vnd.microsoft.card.adaptive',
 * content:{type:'AdaptiveCard', version, body, actions}}]}); answered 202 with no body. Errors in the
 * Logic Apps format {"error":{"code","message"}}: 401 for a wrong sig, 404 for a deleted workflow,
 * 429 and 5xx. Real Workflows take any JSON with 202 and the flow run fails later; the fake refuses a
 * card the flow could not post (400 InvalidRequestContent), so a malformed card fails the test.
 */
export interface TeamsPost {
  workflow: string;
  card: AdaptiveCard;
}

export interface AdaptiveCard {
  type: 'AdaptiveCard';
  version: string;
  body: CardElement[];
  actions?: { type: string; title: string; url: string }[];
}

interface CardElement {
  type: string;
  text?: string;
  inlines?: { type: string; text: string }[];
}

const ELEMENT_TYPES = new Set([
  'TextBlock',
  'RichTextBlock',
  'FactSet',
  'Container',
  'ColumnSet',
  'Image',
  'ActionSet',
]);

const logicError = (status: number, code: string, message: string) => json(status, { error: { code, message } });
const invalid = (message: string) => logicError(400, 'InvalidRequestContent', message);

function cardProblem(content: unknown): string | null {
  if (typeof content !== 'object' || content === null) return 'The attachment content must be an Adaptive Card.';
  const card = content as Partial<AdaptiveCard>;
  if (card.type !== 'AdaptiveCard') return "The attachment content type must be 'AdaptiveCard'.";
  if (typeof card.version !== 'string' || !/^1\.[0-6]$/.test(card.version)) return 'The card version is not supported.';
  if (!Array.isArray(card.body) || card.body.length === 0) return 'The card body must be a non-empty array.';
  for (const element of card.body as CardElement[]) {
    if (!ELEMENT_TYPES.has(element.type)) return `Unknown element type '${String(element.type)}'.`;
    if (element.type === 'TextBlock' && typeof element.text !== 'string') return 'A TextBlock needs text.';
    if (element.type === 'RichTextBlock') {
      const inlines = element.inlines;
      if (!Array.isArray(inlines) || inlines.some((i) => i.type !== 'TextRun' || typeof i.text !== 'string')) {
        return 'A RichTextBlock needs TextRun inlines.';
      }
    }
  }
  for (const action of card.actions ?? []) {
    if (action.type !== 'Action.OpenUrl' || typeof action.title !== 'string') return 'Unsupported card action.';
    if (!/^https?:\/\//.test(action.url)) return 'Action.OpenUrl needs an absolute url.';
  }
  return null;
}

export class FakeTeams extends FakeHttpService {
  /** Accepted posts, oldest first: one per card. */
  readonly posts: TeamsPost[] = [];
  private readonly workflows = new Map<string, string>();

  static start(port = 0): Promise<FakeTeams> {
    return new FakeTeams().listen(port);
  }

  /** A new workflow's webhook URL, as the Workflows app shows it. */
  workflow(): string {
    const id = randomBytes(16).toString('hex');
    const sig = randomBytes(24).toString('base64url');
    this.workflows.set(id, sig);
    return `${this.url}/workflows/${id}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=${sig}`;
  }

  /** The workflow was deleted (or turned off by its owner). */
  removeWorkflow(url: string): void {
    this.workflows.delete(/\/workflows\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? '');
  }

  postsTo(url: string): TeamsPost[] {
    const id = /\/workflows\/([^/]+)\//.exec(new URL(url).pathname)?.[1];
    return this.posts.filter((post) => post.workflow === id);
  }

  protected outage(status: number): FakeAnswer {
    if (status === 429) {
      return {
        ...logicError(429, 'WorkflowTriggerIsThrottled', 'The workflow trigger is throttled.'),
        headers: { 'retry-after': '30' },
      };
    }
    return logicError(status, 'ServiceUnavailable', 'The service is unavailable.');
  }

  protected handle(req: IncomingMessage, raw: string, url: URL): FakeAnswer {
    const match = /^\/workflows\/([^/]+)\/triggers\/manual\/paths\/invoke$/.exec(url.pathname);
    const id = match?.[1] ?? '';
    const sig = this.workflows.get(id);
    if (!match || sig === undefined) {
      return logicError(404, 'WorkflowNotFound', `The workflow '${id}' could not be found.`);
    }
    if (url.searchParams.get('sig') !== sig || !url.searchParams.get('api-version')) {
      return logicError(
        401,
        'DirectApiInvalidAuthorizationSignature',
        'The provided authorization signature is not valid.',
      );
    }
    if (req.method !== 'POST') return logicError(405, 'TriggerRequestMethodNotValid', 'The HTTP method is not valid.');
    if (mediaType(req) !== 'application/json') return invalid("The request content type must be 'application/json'.");
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return invalid('The request content is not valid JSON.');
    }
    const message = body as { type?: unknown; attachments?: unknown };
    if (typeof body !== 'object' || body === null || message.type !== 'message') {
      return invalid("The request content must be a message (type 'message').");
    }
    if (!Array.isArray(message.attachments) || message.attachments.length === 0) {
      return invalid('The message must have attachments.');
    }
    const cards: AdaptiveCard[] = [];
    for (const attachment of message.attachments as { contentType?: unknown; content?: unknown }[]) {
      if (attachment.contentType !== 'application/vnd.microsoft.card.adaptive') {
        return invalid("Each attachment's contentType must be 'application/vnd.microsoft.card.adaptive'.");
      }
      const problem = cardProblem(attachment.content);
      if (problem) return invalid(problem);
      cards.push(attachment.content as AdaptiveCard);
    }
    for (const card of cards) this.posts.push({ workflow: id, card });
    return { status: 202 };
  }
}
