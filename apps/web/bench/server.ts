import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBigTree, scaleShape, type BigTree } from '../../server/bench/big-tree.js';
import { createDb, sqliteFileIn } from '../../server/src/db/kysely.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { seedDemoIfEmpty } from '../../server/src/db/seeds/demo.js';
import { nowIso } from '../../server/src/db/schema-helpers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../../server/dist/main.js');

export interface BenchData {
  dataDir: string;
  projectId: number;
  tree: BigTree;
}

/**
 * A throw-away DATA_DIR whose SQLite file is set up the way the server does it (migrations, demo
 * seed), with a KGI (so the no-KGI overlay stays away) and the 21,220-node tree in the first
 * demo project. The builder leaves KPI details empty, and a KPI without detail opens in edit mode
 * (product.md §4 edit mode: a new KPI asks for it), so they are filled in, as in a project in use.
 */
export async function prepareData(): Promise<BenchData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kaizen-web-bench-'));
  try {
    const handle = createDb({ sqliteFile: sqliteFileIn(dataDir) });
    try {
      await migrateToLatest(handle.db);
      await seedDemoIfEmpty(handle.db);
      const project = await handle.db
        .selectFrom('projects')
        .select('id')
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const projectId = Number(project.id);
      const at = nowIso();
      await handle.db
        .insertInto('kgis')
        .values({
          project_id: projectId,
          purpose: 'ECサイトの売上を伸ばす',
          kgi: '売上を前年比120%にする',
          start_line: '2026-04-01',
          dead_line: '2027-03-31',
          updated_by: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const tree = await buildBigTree(handle.db, handle.dialect, projectId, scaleShape);
      await handle.db
        .updateTable('kpis')
        .set({ kpi_detail: '前年同月との比較で毎月確認する' })
        .where('project_id', '=', projectId)
        .execute();
      return { dataDir, projectId, tree };
    } finally {
      await handle.destroy();
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The built server (apps/server/dist/main.js) on the given DATA_DIR, as e2e/serve.mjs starts it; resolves once /api/config answers. */
export async function startServer(dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [serverMain], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  let exited = false;
  let stopping = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      if (!stopping) console.error(`the bench's server stopped on its own (exit code ${code}, signal ${signal})`);
      resolve();
    }),
  );

  const stop = async () => {
    stopping = true;
    if (exited) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exit;
    clearTimeout(killer);
  };

  const deadline = Date.now() + 30_000;
  try {
    for (;;) {
      if (exited) throw new Error(`the server (${serverMain}) stopped before answering`);
      try {
        const response = await fetch(`${baseUrl}/api/config`);
        if (response.ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`${baseUrl}/api/config did not answer within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
