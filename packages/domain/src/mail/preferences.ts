import { notificationKinds, type NotificationKind } from '../admin/notification-settings.js';
import { z } from '../common/zod.js';

/** How a user wants to hear of one notification kind by e-mail (issue 34 §2). */
export const mailModes = ['immediate', 'digest', 'none'] as const;
export type MailMode = (typeof mailModes)[number];

export const mailModeLabels: Record<MailMode, string> = {
  immediate: 'すぐに',
  digest: 'ダイジェストのみ',
  none: '受け取らない',
};

/**
 * Without a choice of their own: staff hear at once of what waits for them (a client's need, a
 * mention) and read the rest in the digest; a client hears at once of what was made for them (a
 * published report, an answered need, a mention). Sales goals are staff matters only.
 */
export function defaultMailMode(kind: NotificationKind, isClient: boolean): MailMode {
  if (kind === 'comment_mention') return 'immediate';
  if (isClient) {
    if (kind === 'sales_goal') return 'none';
    return kind === 'report_published' || kind === 'need_answered' ? 'immediate' : 'digest';
  }
  return kind === 'client_need' ? 'immediate' : 'digest';
}

/** The defaults for quiet hours (22:00–8:00) and the digest (Monday 9:00), Japan time. */
export const defaultMailSettings = { quiet_start_hour: 22, quiet_end_hour: 8, digest_day: 1, digest_hour: 9 } as const;

export const weekdayLabels = ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'] as const;

const hourSchema = z
  .number({ error: '0〜23時で選んでください' })
  .int('0〜23時で選んでください')
  .min(0, '0〜23時で選んでください')
  .max(23, '0〜23時で選んでください');

export const mailPreferenceSchema = z.object({
  kind: z.enum(notificationKinds),
  mode: z.enum(mailModes),
  is_default: z.boolean(),
});

export const mailSettingsSchema = z.object({
  /** False when the server has no SMTP server configured: nothing is sent, and the screens say so. */
  mail_enabled: z.boolean(),
  email: z.string().nullable(),
  email_confirmed: z.boolean(),
  /** An address waiting for its confirmation link to be opened (null when none). */
  pending_email: z.string().nullable(),
  /** Other accounts with the same confirmed or pending address (one person may have several). */
  same_email_accounts: z.number().int(),
  preferences: z.array(mailPreferenceSchema),
  quiet_start_hour: z.number().int().nullable(),
  quiet_end_hour: z.number().int().nullable(),
  digest_day: z.number().int().nullable(),
  digest_hour: z.number().int(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const updateMailSettingsRequestSchema = z
  .object({
    preferences: z
      .array(
        z.object({
          kind: z.enum(notificationKinds, { error: '通知の種類が正しくありません' }),
          mode: z.enum(mailModes, { error: '受け取り方を選んでください' }),
        }),
      )
      .max(notificationKinds.length * 2),
    quiet_start_hour: hourSchema.nullable(),
    quiet_end_hour: hourSchema.nullable(),
    digest_day: z
      .number({ error: '曜日を選んでください' })
      .int('曜日を選んでください')
      .min(0, '曜日を選んでください')
      .max(6, '曜日を選んでください')
      .nullable(),
    digest_hour: hourSchema,
  })
  .superRefine((value, ctx) => {
    if ((value.quiet_start_hour === null) !== (value.quiet_end_hour === null)) {
      const path = value.quiet_start_hour === null ? 'quiet_start_hour' : 'quiet_end_hour';
      ctx.addIssue({ code: 'custom', path: [path], message: '夜間停止の開始と終了を両方選んでください' });
    }
  });
export type UpdateMailSettingsRequest = z.infer<typeof updateMailSettingsRequestSchema>;

const emailFormat = z.email();

/**
 * An address as people type it, trimmed ('' removes it). The format check stays plain: the
 * confirmation link is what proves an address.
 */
export const emailFieldSchema = z
  .string({ error: 'メールアドレスを入力してください' })
  .trim()
  .max(254, 'メールアドレスが長すぎます')
  .refine((value) => value === '' || emailFormat.safeParse(value).success, 'メールアドレスの形式が正しくありません');

export const updateEmailRequestSchema = z.object({ email: emailFieldSchema });
export const confirmEmailRequestSchema = z.object({
  token: z
    .string({ error: 'リンクが正しくありません' })
    .min(1, 'リンクが正しくありません')
    .max(200, 'リンクが正しくありません'),
});
export const requestPasswordResetSchema = z.object({
  account: z
    .string({ error: 'アカウント名またはメールアドレスを入力してください' })
    .trim()
    .min(1, 'アカウント名またはメールアドレスを入力してください')
    .max(254, 'アカウント名またはメールアドレスが長すぎます'),
});

/** The settings page's preview of one's own digest, as it would be sent now. */
export const digestPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  /** True when there is nothing to say this week: no digest would be sent. */
  empty: z.boolean(),
});
export type DigestPreview = z.infer<typeof digestPreviewSchema>;
