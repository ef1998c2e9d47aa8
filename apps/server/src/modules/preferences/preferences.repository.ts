import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

/** One stored preference of a user (JSON text), undefined until the user saves it. */
export async function findPreference(db: Db, userId: number, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_preferences')
    .select('value')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function savePreference(db: Db, userId: number, key: string, value: string): Promise<void> {
  const at = nowIso();
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, key, value, updated_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: at }))
    .execute();
}
