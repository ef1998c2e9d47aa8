import { afterAll, beforeAll } from 'vitest';
import type { DbHandle } from '../src/db/kysely.js';
import { seedWorld, type World } from './factories.js';
import { createMigratedTestDb, type TestDb } from './test-app.js';

/**
 * A database of the test engine of its own for a test file that works below the app: migrated and
 * seeded before its tests, dropped after. Read `handle` and `world` inside tests (they are set in beforeAll).
 */
export function useSeededTestDb(): { readonly handle: DbHandle; readonly world: World } {
  let test: TestDb | undefined;
  let world: World | undefined;
  beforeAll(async () => {
    test = await createMigratedTestDb();
    world = await seedWorld(test.handle.db);
  });
  afterAll(async () => {
    await test?.handle.destroy();
    await test?.drop();
  });
  const ready = () => {
    if (!test || !world) throw new Error('useSeededTestDb: read it inside a test');
    return { handle: test.handle, world };
  };
  return {
    get handle() {
      return ready().handle;
    },
    get world() {
      return ready().world;
    },
  };
}
