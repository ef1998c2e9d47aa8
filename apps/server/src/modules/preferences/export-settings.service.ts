import {
  defaultExportSettings,
  storedExportSettingsSchema,
  type ExportSettings,
  type ExportSettingsUpdate,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { preferenceOf, savePreferenceOf } from './preferences.service.js';

const KEY = 'export.settings';

/** How the user's downloads are written: CSV in UTF-8 with a BOM until they choose otherwise. */
export async function exportSettings(db: Db, actor: Actor): Promise<ExportSettings> {
  return preferenceOf(db, actor.userId, KEY, storedExportSettingsSchema, defaultExportSettings);
}

/** Changes the choices the update names and keeps the others. */
export async function updateExportSettings(
  db: Db,
  actor: Actor,
  update: ExportSettingsUpdate,
): Promise<ExportSettings> {
  const current = await exportSettings(db, actor);
  return savePreferenceOf(db, actor.userId, KEY, { ...current, ...update });
}
