import {
  adminMessages,
  CLIENT_ROLE_NUM,
  operationFlag,
  PASSWORD_RESET_TTL_HOURS,
  ROLE_GENERAL,
  type CreateUserRequest,
  type EditUserRequest,
  type Me,
  type UpdateSelfRequest,
  type UserListEntry,
} from '@kaizen/domain';
import { insertUser } from '../../db/seeds/records.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/transaction.js';
import { outranks, requireStaff, requireStaffAdmin } from '../access/staff-policy.js';
import { countThrottledRequest, currentUser, isCurrentPassword, type SignInLog } from '../auth/auth.service.js';
import { hashPassword } from '../../lib/password.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { requireCompanyFor } from '../companies/companies.service.js';
import { recordAudit, type AuditRecord } from '../audit/audit.service.js';
import type { DeliveryContext } from '../delivery/delivery.service.js';
import { changeEmail, queueEmail } from '../mail/mail.service.js';
import {
  accountTaken,
  claimPasswordReset,
  closePasswordResets,
  findPasswordReset,
  insertPasswordReset,
  listUsers,
  revokeAllSessions,
  softDeleteUser,
  updateUser,
  usersForPasswordReset,
} from './users.repository.js';

function accountTakenError(): AppError {
  return new AppError('conflict', adminMessages.accountTaken, [
    { field: 'account', message: adminMessages.accountTaken },
  ]);
}

function toEntry(row: Awaited<ReturnType<typeof listUsers>>[number]): UserListEntry {
  const { email_confirmed_at, email_shared_count, ...rest } = row;
  return {
    ...rest,
    operation: operationFlag(row.role_num),
    email_confirmed: row.email !== null && email_confirmed_at !== null,
    email_shared_count: Number(email_shared_count ?? 0),
  };
}

async function entryOrNotFound(db: Db, userId: number): Promise<UserListEntry> {
  const [row] = await listUsers(db, userId);
  if (!row) throw AppError.notFound('ユーザーが見つかりません');
  return toEntry(row);
}

export async function userList(db: Db, actor: Actor): Promise<UserListEntry[]> {
  requireStaff(actor);
  return (await listUsers(db)).map(toEntry);
}

/**
 * Staff belong to the operating company; client users to a client company, always as 一般ユーザー
 * (their role label means nothing inside a client company). Returns role and role_num to store.
 */
async function placement(db: Db, actor: Actor, input: { kind: 'staff' | 'client'; company_id: number; role: number }) {
  await requireCompanyFor(db, input.company_id, input.kind);
  if (input.kind === 'staff') {
    // A permission, not a typing mistake (docs/permissions.md): 403, still naming role for the form.
    if (outranks(actor, input.role)) {
      throw new AppError('forbidden', adminMessages.roleTooHigh, [
        { field: 'role', message: adminMessages.roleTooHigh },
      ]);
    }
    return { role: input.role, role_num: input.role };
  }
  return { role: ROLE_GENERAL, role_num: CLIENT_ROLE_NUM };
}

export async function createUser(
  mail: DeliveryContext,
  actor: Actor,
  input: CreateUserRequest,
): Promise<UserListEntry> {
  const { db } = mail;
  requireStaff(actor);
  const { role, role_num } = await placement(db, actor, input);
  if (await accountTaken(db, input.account)) throw accountTakenError();
  const id = await inTransaction(db, async (trx) => {
    const created = await insertUser(trx, {
      companyId: input.company_id,
      account: input.account,
      name: input.name,
      password: input.password,
      role,
      roleNum: role_num,
    });
    await recordAudit(trx, {
      actor: { userId: actor.userId },
      event: 'user_created',
      target: { kind: 'user', id: created },
      detail: input.name,
    });
    if (input.email) await changeEmail({ ...mail, db: trx }, created, input.email);
    return created;
  }).catch(async (error: unknown) => {
    // Two creations of one account at once: the database's unique key decides, the loser gets the field message.
    if (await accountTaken(db, input.account)) {
      throw accountTakenError();
    }
    throw error;
  });
  return entryOrNotFound(db, id);
}

export async function editUser(mail: DeliveryContext, actor: Actor, input: EditUserRequest): Promise<UserListEntry> {
  const { db } = mail;
  requireStaff(actor);
  const target = await entryOrNotFound(db, input.user_id);
  if (target.operation === 0 && outranks(actor, target.role))
    throw AppError.forbidden(adminMessages.cannotEditHigherRole);
  const { role, role_num } = await placement(db, actor, input);
  if (input.user_id === actor.userId && (role !== actor.role || role_num !== actor.roleNum)) {
    throw AppError.badInput('role', adminMessages.cannotChangeOwnRole);
  }
  if (await accountTaken(db, input.account, input.user_id)) {
    throw accountTakenError();
  }
  const changes: AuditRecord[] = [];
  const about = { actor: { userId: actor.userId }, target: { kind: 'user', id: input.user_id } };
  if (role !== target.role || role_num !== target.role_num) {
    changes.push({
      ...about,
      event: 'user_role_changed',
      detail: `${target.user_name}: ${target.role_num} → ${role_num}`,
    });
  }
  if (input.company_id !== target.company_id) {
    changes.push({
      ...about,
      event: 'user_company_changed',
      detail: `${target.user_name}: ${target.company_name} → 会社${input.company_id}`,
    });
  }
  await inTransaction(db, async (trx) => {
    await updateUser(trx, input.user_id, {
      account: input.account,
      name: input.name,
      role,
      role_num,
      company_id: input.company_id,
    });
    for (const change of changes) await recordAudit(trx, change);
    if (input.email !== undefined) await changeEmail({ ...mail, db: trx }, input.user_id, input.email);
  }).catch(async (error: unknown) => {
    // Two edits to one account at once: the database's unique key decides, as in createUser.
    if (await accountTaken(db, input.account, input.user_id)) {
      throw accountTakenError();
    }
    throw error;
  });
  return entryOrNotFound(db, input.user_id);
}

export async function deleteUser(db: Db, actor: Actor, userId: number): Promise<void> {
  requireStaffAdmin(actor);
  if (userId === actor.userId) throw new AppError('conflict', adminMessages.cannotDeleteSelf);
  const target = await entryOrNotFound(db, userId);
  await inTransaction(db, async (trx) => {
    await softDeleteUser(trx, userId, target.account);
    await revokeAllSessions(trx, userId);
    await closePasswordResets(trx, userId);
    await recordAudit(trx, {
      actor: { userId: actor.userId },
      event: 'user_deleted',
      target: { kind: 'user', id: userId },
      detail: target.user_name,
    });
  });
}

/** With resetId, the reset link is claimed first, in the same transaction: of two uses at once, one wins. */
async function setPassword(
  db: Db,
  userId: number,
  password: string,
  audit: Pick<AuditRecord, 'actor' | 'event'>,
  resetId?: number,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (trx) => {
    if (resetId !== undefined && !(await claimPasswordReset(trx, resetId))) {
      throw AppError.badInput('token', adminMessages.resetLinkInvalid);
    }
    await updateUser(trx, userId, { password_hash: passwordHash });
    await revokeAllSessions(trx, userId);
    await closePasswordResets(trx, userId);
    await recordAudit(trx, { ...audit, target: { kind: 'user', id: userId } });
  });
}

/** 管理者 sets another user's password; every session of that user ends. */
export async function resetPassword(db: Db, actor: Actor, userId: number, password: string): Promise<void> {
  requireStaffAdmin(actor);
  await entryOrNotFound(db, userId);
  await setPassword(db, userId, password, { actor: { userId: actor.userId }, event: 'password_reset' });
}

/** 管理者 issues a one-time reset link instead; the user's sessions end now, the link works once within 24 hours. */
export async function issuePasswordReset(db: Db, actor: Actor, userId: number) {
  requireStaffAdmin(actor);
  await entryOrNotFound(db, userId);
  const token = newToken();
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_HOURS * 3_600_000).toISOString();
  await inTransaction(db, async (trx) => {
    await closePasswordResets(trx, userId);
    await revokeAllSessions(trx, userId);
    await insertPasswordReset(trx, { userId, tokenHash: hashToken(token), createdBy: actor.userId, expiresAt });
    await recordAudit(trx, {
      actor: { userId: actor.userId },
      event: 'password_reset',
      target: { kind: 'user', id: userId },
      detail: '再設定リンクの発行',
    });
  });
  return { token, expires_at: expiresAt };
}

/** How long a self-service reset link works (issue 34 §4). */
const SELF_RESET_TTL_MINUTES = 30;

/**
 * POST /api/v1/users/request_password_reset (「パスワードをお忘れですか」): the sign-in throttle
 * counts every request (429 while it holds the account or address back), so it cannot flood an
 * inbox or probe for accounts. What it returns is the rest of the work, which the route runs after
 * answering, so the answer is the same, in the same time, whatever was typed: for each live account
 * whose name or confirmed address it is, a single-use link valid 30 minutes goes to that address.
 */
export async function requestPasswordReset(
  mail: DeliveryContext,
  typed: string,
  from: { address: string; log: SignInLog },
): Promise<() => Promise<void>> {
  await countThrottledRequest(mail.db, { account: typed, address: from.address }, from.log);
  return async () => {
    for (const user of await usersForPasswordReset(mail.db, typed)) {
      if (user.email !== null) await mailResetLink(mail, { ...user, email: user.email }, from.address);
    }
  };
}

async function mailResetLink(
  mail: DeliveryContext,
  user: { id: number; name: string; email: string },
  address: string,
): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SELF_RESET_TTL_MINUTES * 60_000).toISOString();
  await inTransaction(mail.db, async (trx) => {
    await closePasswordResets(trx, user.id);
    await insertPasswordReset(trx, { userId: user.id, tokenHash: hashToken(token), createdBy: user.id, expiresAt });
    await recordAudit(trx, {
      actor: { userId: user.id },
      event: 'password_reset',
      target: { kind: 'user', id: user.id },
      detail: 'メールでの再設定リンクの送信',
      address,
    });
    await queueEmail(
      { ...mail, db: trx },
      {
        to: user.email,
        recipientUserId: user.id,
        kind: 'password_reset',
        content: {
          subject: 'パスワードの再設定',
          recipientName: user.name,
          paragraphs: [
            `パスワードの再設定が申し込まれました。次のボタンから${SELF_RESET_TTL_MINUTES}分以内に新しいパスワードを設定してください。リンクは一度だけ使えます。`,
            '新しいパスワードを設定すると、ログイン中のすべての端末からログアウトされます。',
            'お心当たりがない場合は、このメールを破棄してください。パスワードは変わりません。',
          ],
          action: { label: 'パスワードを再設定する', path: `/password-reset/${token}` },
        },
      },
    );
  });
}

export async function completePasswordReset(db: Db, token: string, password: string): Promise<void> {
  const reset = await findPasswordReset(db, hashToken(token));
  if (!reset || reset.used_at !== null || reset.is_deleted !== 0 || reset.expires_at <= new Date().toISOString()) {
    throw AppError.badInput('token', adminMessages.resetLinkInvalid);
  }
  await setPassword(db, reset.user_id, password, { actor: { userId: reset.user_id }, event: 'password_set' }, reset.id);
}

/** The signed-in user's own name and password; changing the password needs the current one and ends the other sessions. */
export async function updateSelf(
  db: Db,
  actor: Actor,
  input: UpdateSelfRequest,
  from: { address: string; log: SignInLog },
): Promise<Me> {
  if (input.new_password !== undefined) {
    const attempt = { userId: actor.userId, password: input.current_password ?? '', address: from.address };
    if (!(await isCurrentPassword(db, attempt, from.log))) {
      throw AppError.badInput('current_password', adminMessages.wrongCurrentPassword);
    }
    const passwordHash = await hashPassword(input.new_password);
    await inTransaction(db, async (trx) => {
      await updateUser(trx, actor.userId, { name: input.name, password_hash: passwordHash });
      await revokeAllSessions(trx, actor.userId, actor.sessionId);
      await recordAudit(trx, {
        actor: { userId: actor.userId },
        event: 'password_set',
        target: { kind: 'user', id: actor.userId },
      });
    });
  } else {
    await updateUser(db, actor.userId, { name: input.name });
  }
  return currentUser(db, actor);
}
