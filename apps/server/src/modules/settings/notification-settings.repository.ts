import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';

/** project_id 0 is the global setting. */
export const GLOBAL_SETTING = 0;

export function listSettingRows(db: Db, projectIds: number[]) {
  return db
    .selectFrom('notification_settings')
    .select(['project_id', 'kind', 'enabled'])
    .where('project_id', 'in', projectIds)
    .execute();
}

export async function upsertSetting(db: Db, projectId: number, kind: string, enabled: boolean): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ project_id: projectId, kind, enabled: enabled ? 1 : 0, updated_at: nowIso() })
    .onConflict((oc) =>
      oc.columns(['project_id', 'kind']).doUpdateSet({ enabled: enabled ? 1 : 0, updated_at: nowIso() }),
    )
    .execute();
}

export async function deleteSetting(db: Db, projectId: number, kind: string): Promise<void> {
  await db.deleteFrom('notification_settings').where('project_id', '=', projectId).where('kind', '=', kind).execute();
}
