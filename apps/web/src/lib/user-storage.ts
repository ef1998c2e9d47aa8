/** Where the analytics settings last loaded by a user are kept: `<prefix><userId>.<projectId>`. */
export const ANALYTICS_SETTINGS_PREFIX = 'kaizen.analyticsSettings.';

/**
 * Prefixes of the localStorage entries that hold what one signed-in user loaded. They go with the
 * token, so whoever uses the browser next (a shared office PC) reads none of it.
 */
export const USER_DATA_PREFIXES: readonly string[] = [ANALYTICS_SETTINGS_PREFIX];

/** Removes every entry under USER_DATA_PREFIXES; a blocked storage has nothing to remove. */
export function clearUserData(storage: Storage): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && USER_DATA_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
    }
    // Collected first: removing while walking the indexes would skip the entry after each removed one.
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage blocked (private mode): nothing was kept either.
  }
}
