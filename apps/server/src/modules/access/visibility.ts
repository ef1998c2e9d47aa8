import { CLIENT_ROLE_NUM, managementMessages, ROLE_GENERAL } from '@kaizen/domain';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';

/**
 * "Hidden from clients", the one rule for measures, measure reports, monthly reports and the
 * notifications about them: client users see a row only when its is_show flag is SHOWN (1); staff
 * see every row. Repositories that filter in SQL compare with this constant.
 */
export const SHOWN = 1;

/**
 * A client user of the company with no account: who a share link opens as (decisions/0042) and
 * whom a report's facts are gathered for. The items' own services apply the one visibility rule to
 * it, so what it sees is what the project's client users would see.
 */
export function clientViewer(companyId: number): Actor {
  return { userId: 0, role: ROLE_GENERAL, roleNum: CLIENT_ROLE_NUM, companyId, isClient: true, sessionId: 0 };
}

export function isShown(row: { is_show: number }): boolean {
  return row.is_show === SHOWN;
}

/** The row does not exist for this caller: a client user, and the row not flagged shown. */
export function isHiddenFrom(actor: Actor, row: { is_show: number }): boolean {
  return actor.isClient && !isShown(row);
}

/** Publishing is the consultant's decision (docs/permissions.md): client users never set is_show. */
export function refuseClientVisibility(actor: Actor, isShow: number | undefined): void {
  if (actor.isClient && isShow !== undefined) throw AppError.forbidden(managementMessages.visibilityStaffOnly);
}

/**
 * A measure's verification data (its counts and their statistics, issue 32) reaches a client user only
 * once the verification is done, as the report's result column: a test read half-way is the
 * consultant's working view, not a result (decisions/0030).
 */
export function mayReadVerificationData(actor: Actor, verificationDone: boolean): boolean {
  return !actor.isClient || verificationDone;
}
