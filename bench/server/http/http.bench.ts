import { startBuiltServer } from './built-server.js';
import { benchMixedLoad } from './mixed-load.bench.js';
import { signIn } from './sign-in.js';
import type { ThrowawayDatabase } from './throwaway-database.js';
import { benchThroughput } from './throughput.bench.js';

/**
 * The HTTP part of `npm run bench` on one engine: the built server on a throw-away database with
 * the demo data, measured with real connections — the throughput of one call beside a bare route,
 * then the mixed load of 50 users. Prints as it goes; the database goes away afterwards.
 */
export async function benchHttp(database: ThrowawayDatabase): Promise<void> {
  try {
    const server = await startBuiltServer(database.env);
    try {
      console.log(`\n${await benchThroughput(server, await signIn(server.baseUrl, 'member', 'admin'))}`);
      console.log(`\n${await benchMixedLoad(server)}`);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
