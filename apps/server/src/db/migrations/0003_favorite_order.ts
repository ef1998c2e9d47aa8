import { sql, type Kysely } from 'kysely';

/**
 * Star order of favourites (GET projects/get_favorite lists oldest star first). created_at has
 * millisecond resolution, so two stars in the same millisecond tied and fell back to project id
 * order; seq is a per-user counter that keeps the order exact. Existing rows are numbered by
 * created_at, then project id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_favorites').addColumn('seq', 'integer').execute();
  await sql`
    update user_favorites set seq = (
      select count(*) from user_favorites f
      where f.user_id = user_favorites.user_id
        and (f.created_at < user_favorites.created_at
          or (f.created_at = user_favorites.created_at and f.project_id <= user_favorites.project_id))
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_favorites').dropColumn('seq').execute();
}
