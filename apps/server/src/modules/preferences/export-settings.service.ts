import { defaultExportSettings, exportSettingsSchema, type ExportSettings } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { preferenceOf, savePreferenceOf } from './preferences.service.js';

const KEY = 'export.settings';

/** How the user's CSV downloads are written (UTF-8 with a BOM until they choose Shift_JIS). */
export async function exportSettings(db: Db, actor: Actor): Promise<ExportSettings> {
  return preferenceOf(db, actor.userId, KEY, exportSettingsSchema, defaultExportSettings);
}

export async function updateExportSettings(db: Db, actor: Actor, settings: ExportSettings): Promise<ExportSettings> {
  return savePreferenceOf(db, actor.userId, KEY, settings);
}
