import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Starts the fake Google Analytics 4 Data API (apps/server/test/fake-ga4.ts) on E2E_PORT + 1 and the
// test SMTP server (apps/server/test/smtp-sink.ts) on E2E_PORT + 2 with its mailbox on E2E_PORT + 3,
// then the built server on a fresh SQLite database (demo seed loads because it is empty) pointed at
// them; removes the database and stops the helpers when Playwright stops it.
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const port = Number(process.env.E2E_PORT ?? '4319');
const ga4Port = port + 1;
const smtpPort = port + 2;
const mailboxPort = port + 3;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kaizen-e2e-'));

let server;
const helpers = [];
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

/** Starts a helper process and waits for the line that says it listens. */
async function startHelper(script, args, name) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, script), ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  helpers.push(child);
  child.on('exit', (code) => {
    if (server) return;
    console.error(`${name} stopped before the server started (exit ${code})`);
    for (const other of helpers) other.kill('SIGTERM');
    cleanUp();
    process.exit(1);
  });
  await new Promise((resolve) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      if (!out.includes('listening')) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve();
    };
    child.stdout.on('data', onData);
  });
}

await Promise.all([
  startHelper('apps/server/test/fake-ga4-cli.ts', ['--port', String(ga4Port)], 'the fake GA4'),
  startHelper(
    'apps/server/test/smtp-sink-cli.ts',
    ['--smtp-port', String(smtpPort), '--http-port', String(mailboxPort)],
    'the test SMTP server',
  ),
]);

server = spawn(process.execPath, [path.resolve(here, '../../server/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    GA4_API_BASE: `http://127.0.0.1:${ga4Port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Kaizen Tree <no-reply@kaizen-tree.example.jp>',
    APP_URL: `http://127.0.0.1:${port}`,
    // No browser test reaches the real Chatwork: a closed loopback port (Slack and Teams go to the URL a test gives).
    CHATWORK_API_BASE: 'http://127.0.0.1:2',
    // The nightly fetch would start on its own in a run around 03:00 Japan time and touch the tests' months.
    ANALYTICS_FETCH_HOUR: 'off',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill('SIGTERM');
    for (const helper of helpers) helper.kill('SIGTERM');
  });
}
server.on('exit', (code) => {
  for (const helper of helpers) helper.kill('SIGTERM');
  cleanUp();
  process.exit(code ?? 0);
});
