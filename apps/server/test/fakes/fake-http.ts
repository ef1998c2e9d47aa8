import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake answers: a status, a content type, a body, and headers beyond those. */
export interface FakeAnswer {
  status: number;
  type?: string;
  body?: string;
  headers?: Record<string, string>;
}

/** One request a fake received, answered or refused, as the tests read it. */
export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The body as text, exactly as received. */
  raw: string;
  status: number;
}

export const json = (status: number, value: unknown, headers?: Record<string, string>): FakeAnswer => ({
  status,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
  ...(headers ? { headers } : {}),
});

export const text = (status: number, body: string, type = 'text/plain; charset=utf-8'): FakeAnswer => ({
  status,
  type,
  body,
});

const BODY_LIMIT = 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The media type of a request, without its parameters (charset), lower-cased. */
export function mediaType(req: { headers: IncomingMessage['headers'] }): string {
  return (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * A small HTTP server on loopback for a chat service's fake (decisions/0043): each request is read
 * whole, answered by the fake's handler and kept in `requests`, oldest first. failNext makes the
 * next calls fail as the service does when it is down or busy, to test retries.
 */
export abstract class FakeHttpService {
  readonly requests: FakeRequest[] = [];
  url = '';
  private server: Server | undefined;
  private failures: FakeAnswer[] = [];
  private waiters: Array<() => void> = [];

  protected abstract handle(req: IncomingMessage, raw: string, url: URL): FakeAnswer;
  /** The service's answer to an overloaded or failing moment (429, 5xx). */
  protected abstract outage(status: number): FakeAnswer;

  async listen(port = 0, host = '127.0.0.1'): Promise<this> {
    const server = createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    this.url = `http://${host}:${(server.address() as AddressInfo).port}`;
    return this;
  }

  /** The next `times` requests are answered with the service's `status` answer before the real work. */
  failNext(status: 429 | 500 | 503, times = 1): void {
    for (let i = 0; i < times; i += 1) this.failures.push(this.outage(status));
  }

  /** Resolves once the fake has answered `count` requests in all. */
  async received(count: number): Promise<FakeRequest[]> {
    while (this.requests.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.requests;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const answer =
      raw === null ? text(413, 'request_too_large') : (this.failures.shift() ?? this.handle(req, raw, url));
    this.requests.push({
      method: req.method ?? '',
      path: `${url.pathname}${url.search}`,
      headers: req.headers,
      raw: raw ?? '',
      status: answer.status,
    });
    const body = answer.body ?? '';
    res.writeHead(answer.status, {
      ...(answer.type ? { 'content-type': answer.type } : {}),
      'content-length': String(Buffer.byteLength(body)),
      ...answer.headers,
    });
    res.end(body);
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
