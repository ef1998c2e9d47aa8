/** Role numbers at or below this are internal staff; above it, client users (product.md §6.2, §9.4). */
export const STAFF_ROLE_NUM_MAX = 10;

/** role: 0 管理者, 1 マネージャー, otherwise 一般ユーザー (product.md §3.1, §6.2). */
export const ROLE_ADMIN = 0;
export const ROLE_MANAGER = 1;
export const ROLE_GENERAL = 2;

/** The role_num given to client users; any value above STAFF_ROLE_NUM_MAX means client. */
export const CLIENT_ROLE_NUM = 20;

export type Scope = 'staff' | 'client' | 'admin' | 'manager' | 'general';

export function isStaffRoleNum(roleNum: number): boolean {
  return roleNum <= STAFF_ROLE_NUM_MAX;
}

export function roleLabel(role: number): string {
  if (role === ROLE_ADMIN) return '管理者';
  if (role === ROLE_MANAGER) return 'マネージャー';
  return '一般ユーザー';
}

/** Operation flag of the user list (product.md §6.2): 0 = internal staff, 1 = client. */
export function operationFlag(roleNum: number): 0 | 1 {
  return isStaffRoleNum(roleNum) ? 0 : 1;
}

export function operationLabel(roleNum: number): string {
  return isStaffRoleNum(roleNum) ? '社内' : 'クライアント';
}

/** The scope list carried on the signed-in user object (product.md §3.1 "scope field for roles"). */
export function scopesFor(role: number, roleNum: number): Scope[] {
  const kind: Scope = role === ROLE_ADMIN ? 'admin' : role === ROLE_MANAGER ? 'manager' : 'general';
  return [isStaffRoleNum(roleNum) ? 'staff' : 'client', kind];
}
