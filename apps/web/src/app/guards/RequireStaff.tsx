import { isStaffRoleNum } from '@kaizen/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMe } from '../../features/auth/public';

/** The admin check of product.md §6.3: role_num above 10 (client users) goes to /403. The server enforces the same. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const me = useMe();
  if (!isStaffRoleNum(me.role_num)) return <Navigate to="/403" replace />;
  return children;
}
