import {
  defaultMailMode,
  defaultMailSettings,
  isStaffRoleNum,
  notificationKinds,
  mailMessages,
  type DigestPreview,
  type MailMode,
  type MailSettings,
  type NotificationKind,
  type UpdateMailSettingsRequest,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { inTransaction } from '../../lib/transaction.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { enqueueMessage, type DeliveryContext } from '../delivery/delivery.service.js';
import { composeDigest } from './digest.js';
import { composeEmail, type MailContent } from './mail-message.js';
import {
  closeConfirmations,
  countOtherAccountsWithEmail,
  findConfirmation,
  insertConfirmation,
  mailSettingsRows,
  openConfirmation,
  preferenceRows,
  replacePreferences,
  saveMailSettings,
  setUserEmail,
  useConfirmation,
  userMailRow,
} from './mail.repository.js';

/** How long an address's confirmation link works. */
const CONFIRMATION_TTL_HOURS = 24;

export interface OutgoingEmail {
  to: string;
  recipientUserId: number;
  kind: string;
  projectId?: number | null;
  content: MailContent;
  dedupeKey?: string;
  notBefore?: Date;
}

/**
 * Queues an e-mail in the caller's transaction. With no SMTP server configured, e-mail is off: what
 * would have been sent goes to the log at debug level, and nothing fails.
 */
export async function queueEmail(ctx: DeliveryContext, mail: OutgoingEmail): Promise<boolean> {
  const payload = composeEmail(ctx.config, mail.content);
  if (!ctx.config.smtpUrl) {
    ctx.log.debug({ to: mail.to, kind: mail.kind, subject: payload.subject }, 'e-mail is off (no SMTP_URL): not sent');
    return false;
  }
  return enqueueMessage(ctx.db, ctx.config, {
    channel: 'email',
    kind: mail.kind,
    target: mail.to,
    recipientUserId: mail.recipientUserId,
    projectId: mail.projectId ?? null,
    subject: payload.subject,
    payload,
    ...(mail.dedupeKey ? { dedupeKey: mail.dedupeKey } : {}),
    ...(mail.notBefore ? { notBefore: mail.notBefore } : {}),
  });
}

type PreferenceRow = { kind: string; mode: string };

/** A user's mode for a kind: their own choice, else the default for their kind of account. */
export function modeFor(rows: PreferenceRow[], kind: NotificationKind, isClient: boolean): MailMode {
  const own = rows.find((r) => r.kind === kind)?.mode;
  return own === 'immediate' || own === 'digest' || own === 'none' ? own : defaultMailMode(kind, isClient);
}

/** Quiet hours and the digest, as stored or by default. */
export function settingsOrDefault(
  row:
    | { quiet_start_hour: number | null; quiet_end_hour: number | null; digest_day: number | null; digest_hour: number }
    | undefined,
) {
  return row
    ? {
        quiet_start_hour: row.quiet_start_hour,
        quiet_end_hour: row.quiet_end_hour,
        digest_day: row.digest_day,
        digest_hour: row.digest_hour,
      }
    : { ...defaultMailSettings };
}

async function userOrNotFound(db: Db, userId: number) {
  const user = await userMailRow(db, userId);
  if (!user) throw AppError.notFound(mailMessages.userNotFound);
  return user;
}

/** GET /api/v1/mail/settings: the signed-in user's address, what they receive, and when. */
export async function mailSettingsOf(ctx: DeliveryContext, actor: Actor): Promise<MailSettings> {
  const user = await userOrNotFound(ctx.db, actor.userId);
  const now = new Date().toISOString();
  const [pending, prefs, settings] = await Promise.all([
    openConfirmation(ctx.db, user.id, now),
    preferenceRows(ctx.db, [user.id]),
    mailSettingsRows(ctx.db, [user.id]),
  ]);
  const shown = pending?.email ?? user.email;
  const isClient = !isStaffRoleNum(user.role_num);
  return {
    mail_enabled: ctx.config.smtpUrl !== undefined,
    email: user.email,
    email_confirmed: user.email !== null && user.email_confirmed_at !== null,
    pending_email: pending?.email ?? null,
    same_email_accounts: shown ? await countOtherAccountsWithEmail(ctx.db, user.id, shown) : 0,
    preferences: notificationKinds.map((kind) => ({
      kind,
      mode: modeFor(prefs, kind, isClient),
      is_default: !prefs.some((r) => r.kind === kind),
    })),
    ...settingsOrDefault(settings[0]),
  };
}

/** POST /api/v1/mail/settings: a mode per kind (those left at the default keep following it), quiet hours, digest. */
export async function updateMailSettings(ctx: DeliveryContext, actor: Actor, input: UpdateMailSettingsRequest) {
  const user = await userOrNotFound(ctx.db, actor.userId);
  const isClient = !isStaffRoleNum(user.role_num);
  const chosen = new Map(input.preferences.map((p) => [p.kind, p.mode]));
  const own = [...chosen].filter(([kind, mode]) => mode !== defaultMailMode(kind, isClient));
  await inTransaction(ctx.db, async (trx) => {
    await replacePreferences(
      trx,
      user.id,
      own.map(([kind, mode]) => ({ kind, mode })),
    );
    await saveMailSettings(trx, user.id, {
      quiet_start_hour: input.quiet_start_hour,
      quiet_end_hour: input.quiet_end_hour,
      digest_day: input.digest_day,
      digest_hour: input.digest_hour,
    });
  });
  return mailSettingsOf(ctx, actor);
}

/**
 * A user's address, set by themselves or an administrator: '' removes it at once; a new one waits
 * for its owner to open the link sent to it, and until then nothing else is sent there — the
 * confirmed address, if any, keeps receiving.
 */
export async function changeEmail(ctx: DeliveryContext, userId: number, email: string): Promise<void> {
  const user = await userOrNotFound(ctx.db, userId);
  if (email === '') {
    await inTransaction(ctx.db, async (trx) => {
      await closeConfirmations(trx, user.id);
      await setUserEmail(trx, user.id, null, null);
    });
    return;
  }
  if (user.email_confirmed_at !== null && user.email?.toLowerCase() === email.toLowerCase()) return;
  const token = newToken();
  const expiresAt = new Date(Date.now() + CONFIRMATION_TTL_HOURS * 3_600_000);
  await inTransaction(ctx.db, async (trx) => {
    await closeConfirmations(trx, user.id);
    await insertConfirmation(trx, {
      userId: user.id,
      email,
      tokenHash: hashToken(token),
      expiresAt: expiresAt.toISOString(),
    });
    if (user.email_confirmed_at === null) await setUserEmail(trx, user.id, email, null);
    await queueEmail(
      { ...ctx, db: trx },
      {
        to: email,
        recipientUserId: user.id,
        kind: 'email_confirmation',
        content: {
          subject: 'メールアドレスの確認',
          recipientName: user.name,
          paragraphs: [
            `Kaizen Tree のアカウント「${user.account}」のメールアドレスとして、このアドレスが登録されました。`,
            `次のボタンから ${CONFIRMATION_TTL_HOURS} 時間以内に確認してください。確認が済むまで、このアドレスには通知をお送りしません。`,
            'お心当たりがない場合は、このメールを破棄してください。',
          ],
          action: { label: 'メールアドレスを確認する', path: `/confirm-email/${token}` },
        },
      },
    );
  });
}

/** POST /api/v1/mail/confirm_email: the link from the confirmation e-mail, once, within its time. */
export async function confirmEmail(db: Db, token: string): Promise<{ email: string }> {
  const found = await findConfirmation(db, hashToken(token));
  if (!found || found.used_at !== null || found.is_deleted !== 0 || found.expires_at <= new Date().toISOString()) {
    throw AppError.badInput('token', mailMessages.emailLinkInvalid);
  }
  await inTransaction(db, async (trx) => {
    if (!(await useConfirmation(trx, found.id))) throw AppError.badInput('token', mailMessages.emailLinkInvalid);
    await setUserEmail(trx, found.user_id, found.email, new Date().toISOString());
  });
  return { email: found.email };
}

/** GET /api/v1/mail/digest_preview: the signed-in user's digest as it would be sent now. */
export async function digestPreview(ctx: DeliveryContext, actor: Actor): Promise<DigestPreview> {
  const user = await userOrNotFound(ctx.db, actor.userId);
  const digest = await composeDigest(ctx.db, user, new Date());
  const email = composeEmail(ctx.config, digest.content);
  return { subject: email.subject, text: email.text, empty: digest.empty };
}
