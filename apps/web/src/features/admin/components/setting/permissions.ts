import { ROLE_ADMIN, ROLE_MANAGER, type Me } from '@kaizen/domain';

/**
 * Who edits what on the settings screen (docs/permissions.md); the server enforces the same rules,
 * the screen only hides what would be refused.
 */
export const settingPermissions = (me: Me) => ({
  /** マスターデータ, ユーザー削除, パスワード再設定: 管理者 only. */
  isAdmin: me.role === ROLE_ADMIN,
  /** グループ and 通知設定: 管理者 and マネージャー. */
  isManager: me.role === ROLE_ADMIN || me.role === ROLE_MANAGER,
});
