import { parseArgs } from 'node:util';
import { FakeGa4 } from './fake-ga4.js';

/**
 * The fake GA4 Data API as a process of its own, for browser tests (apps/web/e2e/serve.mjs points the
 * server's GA4_API_BASE at it; e2e/support.ts sets it up through /__fake/…).
 *   node --import tsx apps/server/test/fake-ga4-cli.ts --port 4320
 */
const { values } = parseArgs({ options: { port: { type: 'string', default: '4320' }, host: { type: 'string' } } });
const fake = await FakeGa4.start(Number(values.port), values.host ?? '127.0.0.1');
// e2e/serve.mjs waits for this line before it starts the server.
process.stdout.write(`fake GA4 listening on ${fake.url}\n`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
