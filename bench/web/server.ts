import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startChildServer, type ChildServer } from '../server/http/child-server.js';
import { buildBigTree, scaleShape, type BigTree } from '../server/big-tree.js';
import type { ThrowawayDatabase } from '../server/http/throwaway-database.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { createConfiguredDb } from '../../apps/server/src/db/kysely.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seeds/demo.js';
import { nowIso } from '../../apps/server/src/db/schema-helpers.js';
import { actorFrom } from '../../apps/server/src/lib/actor.js';
import { updateDisplayItems } from '../../apps/server/src/modules/management/display-items.service.js';
import { defaultDisplayItems } from '@kaizen/domain';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../../apps/server/dist/main.js');

export interface BenchData {
  projectId: number;
  tree: BigTree;
}

/**
 * A throw-away database (a SQLite file in a temporary DATA_DIR, or a new PostgreSQL database) set up
 * the way the server does it (migrations, demo seed), with a KGI (so the no-KGI overlay stays away) and
 * the 21,220-node tree in the first demo project. The builder leaves KPI details empty, and a
 * KPI without detail opens in edit mode (product.md §4 edit mode: a new KPI asks for it), so they are
 * filled in, as in a project in use.
 */
/** The account the bench signs in with (render.bench.ts). */
export const BENCH_ACCOUNT = 'admin';

export async function prepareData({ env }: ThrowawayDatabase): Promise<BenchData> {
  // Read as the built server will read the same variables (main.ts).
  const config = loadConfig(env);
  const handle = createConfiguredDb(config);
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
      // The demo seed already gives it one; this keeps the bench independent of the seed.
      .onConflict((conflict) => conflict.column('project_id').doNothing())
      .execute();
    const tree = await buildBigTree(handle.db, handle.dialect, projectId, scaleShape);
    await handle.db
      .updateTable('kpis')
      .set({ kpi_detail: '前年同月との比較で毎月確認する' })
      .where('project_id', '=', projectId)
      .execute();
    // The demo makes the signed-in user 担当者 of some nodes, and the screens open on 自分 (decisions/0040):
    // the bench measures the whole tree, as a user who picked 「すべて」.
    const user = await handle.db
      .selectFrom('users')
      .select(['id', 'role', 'role_num', 'company_id'])
      .where('account', '=', BENCH_ACCOUNT)
      .executeTakeFirstOrThrow();
    const actor = actorFrom({ ...user, id: Number(user.id), company_id: Number(user.company_id) }, 0);
    await updateDisplayItems(handle.db, actor, { ...defaultDisplayItems, assignee_filter: 'all' });
    return { projectId, tree };
  } finally {
    await handle.destroy();
  }
}

/** The built server (apps/server/dist/main.js) on the given database, as e2e/serve.mjs starts it; resolves once /api/config answers. */
export async function startServer({ env }: ThrowawayDatabase): Promise<ChildServer> {
  const port = await freePort();
  return startChildServer({
    args: [serverMain],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    port,
    readyPath: '/api/config',
    name: "the bench's server",
  });
}
