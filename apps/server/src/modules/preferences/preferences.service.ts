import type { z } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import { findPreference, savePreference } from './preferences.repository.js';

/**
 * One preference of a user, read through its schema: the fallback until the user saves one, and
 * also when what is stored no longer fits the schema (a later version changed its shape).
 */
export async function preferenceOf<T>(db: Db, userId: number, key: string, schema: z.ZodType<T>, fallback: T) {
  const value = await findPreference(db, userId, key);
  if (value === undefined) return fallback;
  const parsed = schema.safeParse(JSON.parse(value));
  return parsed.success ? parsed.data : fallback;
}

export async function savePreferenceOf<T>(db: Db, userId: number, key: string, value: T): Promise<T> {
  await savePreference(db, userId, key, JSON.stringify(value));
  return value;
}
