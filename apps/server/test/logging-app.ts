import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { seedWorld, type World } from './factories.js';
import { createMigratedTestDb } from './test-app.js';

export interface LoggingTestApp {
  app: App;
  world: World;
  /** Every log line the app wrote at info level and above, as written (JSON). */
  lines: string[];
  close(): Promise<void>;
}

/** An app on a fresh, seeded database that keeps its log lines to read (the shared test app logs nothing). */
export async function buildLoggingTestApp(): Promise<LoggingTestApp> {
  const { handle, drop } = await createMigratedTestDb();
  const world = await seedWorld(handle.db);
  const lines: string[] = [];
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    db: handle,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
  return {
    app,
    world,
    lines,
    async close() {
      await app.close();
      await handle.destroy();
      await drop();
    },
  };
}
