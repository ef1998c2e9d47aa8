import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for the tests (smtp-server, the library Nodemailer's authors keep):
 * the app sends to it over SMTP, and tests read what arrived, parsed by mailparser — subject, text
 * and HTML parts, recipients. `refuse` makes it answer RCPT TO with an SMTP error, as a real server
 * refusing an address (5xx) or deferring it (4xx) does.
 */
export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  refuse: { code: number; message: string } | null;
  /** Resolves once `count` messages have arrived in all (a condition, not a timer). */
  received(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const sink: SmtpSink = {
    url: '',
    messages: [],
    refuse: null,
    received: (count) =>
      sink.messages.length >= count
        ? Promise.resolve(sink.messages)
        : new Promise<ParsedMail[]>((resolve) => waiters.push({ count, resolve: () => resolve(sink.messages) })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!sink.refuse) return callback();
      const error = Object.assign(new Error(sink.refuse.message), { responseCode: sink.refuse.code });
      return callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          sink.messages.push(parsed);
          for (const waiter of waiters.filter((w) => sink.messages.length >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const bound = (server.server.address() as AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${bound}`;
  return sink;
}
