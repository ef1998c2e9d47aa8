import { ROLE_ADMIN, ROLE_MANAGER } from '@kaizen/domain';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';

/**
 * Who may do what in the admin area (docs/permissions.md). Client users reach none of it;
 * 管理者 alone deletes users, resets others' passwords and edits master data.
 */
export function requireStaff(actor: Actor): void {
  if (actor.isClient) throw AppError.forbidden('社内スタッフのみが利用できます');
}

export function requireStaffManager(actor: Actor): void {
  requireStaff(actor);
  if (actor.role !== ROLE_ADMIN && actor.role !== ROLE_MANAGER) {
    throw AppError.forbidden('管理者またはマネージャーのみが利用できます');
  }
}

export function requireStaffAdmin(actor: Actor): void {
  requireStaff(actor);
  if (actor.role !== ROLE_ADMIN) throw AppError.forbidden('管理者のみが利用できます');
}

/** Roles are ranked 0 (管理者) highest; staff may give or edit no role above their own. */
export function outranks(actor: Actor, role: number): boolean {
  return role < actor.role;
}
