import { analyticsSettingsResponseSchema, type AnalyticsSettingsResponse } from '@kaizen/domain';
import { ANALYTICS_SETTINGS_PREFIX } from '../../lib/user-storage';

/**
 * Where the settings of a project a user last loaded are kept in this browser (product.md §9.2). The
 * user's id keeps one user's copy from another's; signing out removes them all (lib/user-storage).
 */
export const settingsCacheKey = (userId: number, projectId: number) =>
  `${ANALYTICS_SETTINGS_PREFIX}${userId}.${projectId}`;

/**
 * What may be kept in the browser: the settings without anything about the key beyond whether one is
 * set (its client_email and last check stay on the server's answer), and never what the user may do —
 * the cached copy is only shown, read only, until the server answers.
 */
export function toCachedSettings(data: AnalyticsSettingsResponse): AnalyticsSettingsResponse {
  return {
    ...data,
    settings: {
      ...data.settings,
      key: {
        is_set: data.settings.key.is_set,
        client_email: null,
        checked_at: null,
        check_ok: null,
        check_message: null,
      },
    },
    can_edit: false,
  };
}

/** The settings the user last loaded for the project here, or undefined (none, unreadable, storage blocked). */
export function readCachedSettings(
  storage: Storage,
  userId: number,
  projectId: number,
): AnalyticsSettingsResponse | undefined {
  try {
    const raw = storage.getItem(settingsCacheKey(userId, projectId));
    if (raw === null) return undefined;
    const parsed = analyticsSettingsResponseSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.settings.project_id === projectId ? toCachedSettings(parsed.data) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the settings for the next visit; a full or blocked storage just means no early view. */
export function writeCachedSettings(storage: Storage, userId: number, data: AnalyticsSettingsResponse): void {
  try {
    storage.setItem(settingsCacheKey(userId, data.settings.project_id), JSON.stringify(toCachedSettings(data)));
  } catch {
    // Nothing to do: the cache only shows something while the server answers.
  }
}

/** The browser's localStorage, or null where it cannot be reached (private mode, tests). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
