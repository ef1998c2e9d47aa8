import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Starts the fake Google Analytics 4 Data API (apps/server/test/fake-ga4.ts) on E2E_PORT + 1, then
// the built server on a fresh SQLite database (demo seed loads because it is empty) with its
// GA4_API_BASE pointed at the fake; removes the database and stops the fake when Playwright stops it.
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const port = Number(process.env.E2E_PORT ?? '4319');
const ga4Port = port + 1;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kaizen-e2e-'));

const fakeGa4 = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(repoRoot, 'apps/server/test/fake-ga4-cli.ts'), '--port', String(ga4Port)],
  { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
);
let server;
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
fakeGa4.on('exit', (code) => {
  if (server) return;
  console.error(`the fake GA4 stopped before the server started (exit ${code})`);
  cleanUp();
  process.exit(1);
});
await new Promise((resolve) => {
  let out = '';
  const onData = (chunk) => {
    out += chunk;
    if (!out.includes('listening')) return;
    fakeGa4.stdout.off('data', onData);
    fakeGa4.stdout.resume();
    resolve();
  };
  fakeGa4.stdout.on('data', onData);
});

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
    // The nightly fetch would start on its own in a run around 03:00 Japan time and touch the tests' months.
    ANALYTICS_FETCH_HOUR: 'off',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill('SIGTERM');
    fakeGa4.kill('SIGTERM');
  });
}
server.on('exit', (code) => {
  fakeGa4.kill('SIGTERM');
  cleanUp();
  process.exit(code ?? 0);
});
