import { describe, expect, it } from 'vitest';
import { isStaffRoleNum, operationFlag, operationLabel, roleLabel, scopesFor } from './roles.js';

describe('roles', () => {
  it('labels roles as product.md §6.2 says', () => {
    expect(roleLabel(0)).toBe('管理者');
    expect(roleLabel(1)).toBe('マネージャー');
    expect(roleLabel(2)).toBe('一般ユーザー');
    expect(roleLabel(7)).toBe('一般ユーザー');
  });

  it('splits staff and clients at role_num 10', () => {
    expect(isStaffRoleNum(10)).toBe(true);
    expect(isStaffRoleNum(11)).toBe(false);
    expect(operationFlag(0)).toBe(0);
    expect(operationFlag(20)).toBe(1);
    expect(operationLabel(3)).toBe('社内');
    expect(operationLabel(20)).toBe('クライアント');
  });

  it('builds the scope list from role and role_num', () => {
    expect(scopesFor(0, 0)).toEqual(['staff', 'admin']);
    expect(scopesFor(1, 1)).toEqual(['staff', 'manager']);
    expect(scopesFor(2, 20)).toEqual(['client', 'general']);
  });
});
