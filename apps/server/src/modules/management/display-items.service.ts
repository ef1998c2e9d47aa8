import { defaultDisplayItems, displayItemsSchema, type DisplayItems } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { preferenceOf, savePreferenceOf } from '../preferences/preferences.service.js';

const KEY = 'management.display_items';

/** What the management screens show, kept per user; defaults until the user changes them. */
export async function displayItems(db: Db, actor: Actor): Promise<DisplayItems> {
  return preferenceOf(db, actor.userId, KEY, displayItemsSchema, defaultDisplayItems);
}

export async function updateDisplayItems(db: Db, actor: Actor, items: DisplayItems): Promise<DisplayItems> {
  return savePreferenceOf(db, actor.userId, KEY, items);
}
