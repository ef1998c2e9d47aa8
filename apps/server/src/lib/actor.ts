import { isStaffRoleNum } from '@kaizen/domain';

/** Who is calling: resolved from the bearer token by the auth plugin before any route runs. */
export interface Actor {
  userId: number;
  role: number;
  roleNum: number;
  companyId: number;
  isClient: boolean;
  sessionId: number;
}

export function actorFrom(
  user: { id: number; role: number; role_num: number; company_id: number },
  sessionId: number,
): Actor {
  return {
    userId: user.id,
    role: user.role,
    roleNum: user.role_num,
    companyId: user.company_id,
    isClient: !isStaffRoleNum(user.role_num),
    sessionId,
  };
}
