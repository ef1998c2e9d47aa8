import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startChildServer, type ChildServer } from './child-server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// BENCH_SERVER_MAIN runs another build instead (e.g. one of an older commit, to compare).
const serverMain = process.env.BENCH_SERVER_MAIN ?? path.resolve(here, '../../../apps/server/dist/main.js');
const bareRoute = path.resolve(here, 'bare-route.ts');

/**
 * The built server (npm run build -w @kaizen/server) as `npm start` runs it, on the database that
 * `databaseEnv` names: an empty one gets the demo data. The API limit is off (one address sends
 * everything here); the log level stays the default, so a request costs its log lines as in production.
 */
export async function startBuiltServer(databaseEnv: NodeJS.ProcessEnv): Promise<ChildServer> {
  const port = await freePort();
  return startChildServer({
    name: 'the built server',
    args: [serverMain],
    port,
    readyPath: '/api/config',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      API_RATE_LIMIT_PER_MINUTE: '0',
      ANALYTICS_FETCH_HOUR: 'off',
      ...databaseEnv,
    },
  });
}

/** bare-route.ts in a process of its own, answering GET /floor with `body`. */
export async function startBareRoute(body: string): Promise<ChildServer> {
  const port = await freePort();
  return startChildServer({
    name: 'the bare Fastify route',
    args: ['--import', 'tsx', bareRoute],
    port,
    readyPath: '/floor',
    env: { ...process.env, PORT: String(port), BENCH_BARE_BODY: body },
  });
}
