import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { startSmtpSink } from './smtp-sink.js';

/**
 * The test SMTP server as a process of its own, for browser tests (apps/web/e2e/serve.mjs points the
 * server's SMTP_URL at it), with a mailbox the tests read over HTTP: GET /messages answers every
 * message received so far as JSON (to, subject, text, html), oldest first.
 *   node --import tsx apps/server/test/smtp-sink-cli.ts --smtp-port 4321 --http-port 4322
 */
const { values } = parseArgs({
  options: { 'smtp-port': { type: 'string', default: '4321' }, 'http-port': { type: 'string', default: '4322' } },
});
const sink = await startSmtpSink(Number(values['smtp-port']));
const mailbox = createServer((request, response) => {
  if (request.url !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const messages = sink.messages.map((m) => ({
    to: [m.to ?? []].flat().flatMap((group) => group.value.map((a) => a.address ?? '')),
    subject: m.subject ?? '',
    text: m.text ?? '',
    html: typeof m.html === 'string' ? m.html : '',
  }));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
});
await new Promise<void>((resolve) => mailbox.listen(Number(values['http-port']), '127.0.0.1', () => resolve()));
// e2e/serve.mjs waits for this line before it starts the server.
process.stdout.write(`test SMTP server listening on ${sink.url}\n`);

const stop = () => {
  mailbox.close();
  void sink.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
