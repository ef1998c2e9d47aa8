import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './types.js';
import * as m0001 from './migrations/0001_foundation.js';

/** Migrations are imported, not read from disk, so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
