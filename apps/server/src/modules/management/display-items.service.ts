import { defaultDisplayItems, displayItemsSchema, type DisplayItems } from '@kaizen/domain';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type { Database } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';

type Db = Kysely<Database>;
const KEY = 'management.display_items';

/** What the management screens show, kept per user; defaults until the user changes them. */
export async function displayItems(db: Db, actor: Actor): Promise<DisplayItems> {
  const row = await db
    .selectFrom('user_preferences')
    .select('value')
    .where('user_id', '=', actor.userId)
    .where('key', '=', KEY)
    .executeTakeFirst();
  if (!row) return defaultDisplayItems;
  const parsed = displayItemsSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : defaultDisplayItems;
}

export async function updateDisplayItems(db: Db, actor: Actor, items: DisplayItems): Promise<DisplayItems> {
  const value = JSON.stringify(items);
  const at = nowIso();
  await db
    .insertInto('user_preferences')
    .values({ user_id: actor.userId, key: KEY, value, updated_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: at }))
    .execute();
  return items;
}
