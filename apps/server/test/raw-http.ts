import net from 'node:net';

/** One HTTP/1.1 answer as read off the socket. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A plain TCP connection to a listening server, speaking HTTP/1.1 by hand: inject() never reaches the
 * socket, so what happens to the unread rest of a body and to the next request on the same
 * keep-alive connection is only visible here.
 */
export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    // A reset while the test still writes a refused body: the test looks at what was answered.
    socket.on('error', () => undefined);
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Writes bytes; resolves once the socket took them (or it closed under the write). */
  write(data: Buffer | string): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.destroyed) return resolve();
      this.socket.write(data, () => resolve());
    });
  }

  /** Writes a whole request: the request line, the headers (Host added) and the body. */
  send(method: string, path: string, headers: Record<string, string>, body: Buffer = Buffer.alloc(0)) {
    const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1'];
    for (const [name, value] of Object.entries({ ...headers, 'content-length': String(body.length) })) {
      lines.push(`${name}: ${value}`);
    }
    return this.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), body]));
  }

  /** The next whole answer (content-length framed), or null when the connection closes first. */
  async answer(): Promise<RawAnswer | null> {
    for (;;) {
      const parsed = this.takeAnswer();
      if (parsed) return parsed;
      if (this.closed) return null;
      await this.changed();
    }
  }

  /** Resolves once the server has closed the connection. */
  async closedByServer(): Promise<void> {
    while (!this.closed) await this.changed();
  }

  private takeAnswer(): RawAnswer | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...headerLines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return null;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  close() {
    this.socket.destroy();
  }
}
