import { notificationKinds, type NotificationKind, type NotificationSetting } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { requireStaff, requireStaffManager } from '../access/staff-policy.js';
import { requireProject } from '../access/access.service.js';
import { deleteSetting, GLOBAL_SETTING, listSettingRows, upsertSetting } from './notification-settings.repository.js';

/** The effective setting of each kind for a project (its own, else the global one, else on), or the global ones. */
export async function effectiveSettings(db: Db, projectId: number | null): Promise<NotificationSetting[]> {
  const rows = await listSettingRows(db, projectId === null ? [GLOBAL_SETTING] : [GLOBAL_SETTING, projectId]);
  return notificationKinds.map((kind) => {
    const own = projectId === null ? undefined : rows.find((r) => r.project_id === projectId && r.kind === kind);
    const global = rows.find((r) => r.project_id === GLOBAL_SETTING && r.kind === kind);
    if (own) return { kind, enabled: own.enabled === 1, source: 'project' as const };
    if (global) return { kind, enabled: global.enabled === 1, source: 'global' as const };
    return { kind, enabled: true, source: 'default' as const };
  });
}

/** Whether a change of this kind in this project is recorded as a notification (used when notifications are made). */
export async function isNotificationEnabled(
  db: Db,
  projectId: number | null,
  kind: NotificationKind,
): Promise<boolean> {
  return (await effectiveSettings(db, projectId)).find((s) => s.kind === kind)?.enabled ?? true;
}

export async function notificationSettings(db: Db, actor: Actor, projectId: number | null) {
  requireStaff(actor);
  if (projectId !== null) await requireProject(db, actor, projectId, 'read');
  return { project_id: projectId, settings: await effectiveSettings(db, projectId) };
}

/** enabled null removes a project's own value so the global one applies; the global value cannot be removed. */
export async function updateNotificationSetting(
  db: Db,
  actor: Actor,
  input: { project_id?: number | null | undefined; kind: NotificationKind; enabled: boolean | null },
) {
  requireStaffManager(actor);
  const projectId = input.project_id ?? null;
  if (projectId !== null) await requireProject(db, actor, projectId, 'edit');
  const { enabled, kind } = input;
  if (enabled === null) {
    if (projectId === null) throw AppError.badInput('enabled', '全体の設定は有効か無効かを指定してください');
    // A project's own setting is its data: its live viewers hear of the change (projectTransaction).
    await projectTransaction(db, projectId, (trx) => deleteSetting(trx, projectId, kind));
  } else if (projectId === null) {
    await upsertSetting(db, GLOBAL_SETTING, kind, enabled);
  } else {
    await projectTransaction(db, projectId, (trx) => upsertSetting(trx, projectId, kind, enabled));
  }
  return { project_id: projectId, settings: await effectiveSettings(db, projectId) };
}
