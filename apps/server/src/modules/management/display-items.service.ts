import { defaultDisplayItems, displayItemsSchema, type DisplayItems } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { findPreference, savePreference } from './display-items.repository.js';

const KEY = 'management.display_items';

/** What the management screens show, kept per user; defaults until the user changes them. */
export async function displayItems(db: Db, actor: Actor): Promise<DisplayItems> {
  const value = await findPreference(db, actor.userId, KEY);
  if (value === undefined) return defaultDisplayItems;
  const parsed = displayItemsSchema.safeParse(JSON.parse(value));
  return parsed.success ? parsed.data : defaultDisplayItems;
}

export async function updateDisplayItems(db: Db, actor: Actor, items: DisplayItems): Promise<DisplayItems> {
  await savePreference(db, actor.userId, KEY, JSON.stringify(items));
  return items;
}
