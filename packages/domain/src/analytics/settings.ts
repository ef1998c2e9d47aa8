import { masterItemSchema } from '../admin/masters.js';
import { idSchema, masterIdSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { analyticsMessages } from './messages.js';

/** Which of the three custom conversions (CV1–3) a figure or a CVR uses. */
export const CONVERSION_SLOTS = [1, 2, 3] as const;
export type ConversionSlot = (typeof CONVERSION_SLOTS)[number];

/**
 * What the screens learn of the stored service-account key: never the key itself (decisions/0014).
 * client_email and the last check are for staff; a client user gets only is_set.
 */
export const analyticsKeyStatusSchema = z.object({
  is_set: z.boolean(),
  client_email: z.string().nullable(),
  checked_at: z.string().nullable(),
  check_ok: z.boolean().nullable(),
  check_message: z.string().nullable(),
});
export type AnalyticsKeyStatus = z.infer<typeof analyticsKeyStatusSchema>;

/** Analytics settings (product.md §3.10), field names as the API spells them. */
export const analyticsSettingsSchema = z.object({
  project_id: z.number().int(),
  property_id: z.string(),
  account_id: z.string(),
  view_id: z.string(),
  /** The client company the project belongs to (read only: it is the project's). */
  company_id: z.number().int(),
  /** GA4 metric counted as sessions ('sessions' unless the property uses another). */
  session_id: z.string(),
  cv1_id: z.string(),
  cv2_id: z.string(),
  cv3_id: z.string(),
  is_transaction: z.union([z.literal(0), z.literal(1)]),
  key: analyticsKeyStatusSchema,
  updated_at: z.string().nullable(),
});
export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;

/** Defaults a new measure report takes in this project (product.md §2.10 measure settings). */
export const measureSettingsSchema = z.object({
  device: z.number().int().nullable(),
  verification: z.number().int().nullable(),
  improvement: z.number().int().nullable(),
  /** Which conversion the project's CVR counts (1–3); null = the sum of the three. */
  cv_slot: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
});
export type MeasureSettings = z.infer<typeof measureSettingsSchema>;

/** GET projects/analytics_settings (project_id): the setting page's own data. */
export const analyticsSettingsQuerySchema = z.object({ project_id: idSchema });
export const analyticsSettingsResponseSchema = z.object({
  settings: analyticsSettingsSchema,
  measure_settings: measureSettingsSchema,
  masters: z.object({
    device: z.array(masterItemSchema),
    improvement: z.array(masterItemSchema),
    verification: z.array(masterItemSchema),
  }),
  /** Staff change settings, targets and figures; a client user of the project reads them. */
  can_edit: z.boolean(),
});
export type AnalyticsSettingsResponse = z.infer<typeof analyticsSettingsResponseSchema>;

const GA_ID_MAX = 100;
const gaIdField = (label: string) =>
  z
    .string({ error: `${label}は文字で入力してください` })
    .trim()
    .max(GA_ID_MAX, `${label}は${GA_ID_MAX}文字以内で入力してください`)
    .refine(
      (value) => ![...value].some((char) => /\s/.test(char) || char.charCodeAt(0) < 0x20),
      `${label}に空白や制御文字は使えません`,
    );

/** A service-account key as Google issues it: the fields the client signs in with. */
export const serviceAccountKeySchema = z.object({
  type: z.literal('service_account', { error: analyticsMessages.keyWrongType }),
  client_email: z
    .string({ error: analyticsMessages.keyMissingField('client_email') })
    .min(1, analyticsMessages.keyMissingField('client_email')),
  private_key: z
    .string({ error: analyticsMessages.keyMissingField('private_key') })
    .includes('PRIVATE KEY', { message: analyticsMessages.keyMissingField('private_key') }),
  private_key_id: z.string().optional(),
});
export type ServiceAccountKey = z.infer<typeof serviceAccountKeySchema>;

/** The pasted key text, read as JSON and checked, or the reason it cannot be used. */
export function readServiceAccountKey(text: string): { key: ServiceAccountKey } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: analyticsMessages.keyInvalidJson };
  }
  const parsed = serviceAccountKeySchema.safeParse(json);
  return parsed.success
    ? { key: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? analyticsMessages.keyWrongType };
}

const SECRETS_JSON_MAX = 20_000;

/**
 * POST projects/updateViewIDSecretsJson (product.md §7): the fields as the original named them.
 * secretsjson: omitted keeps the stored key, null removes it, text replaces it (checked here, so a
 * key that cannot sign in is refused before anything is written).
 */
export const updateAnalyticsSettingsRequestSchema = z
  .object({
    projectId: idSchema,
    secretsjson: z
      .string({ error: analyticsMessages.keyInvalidJson })
      .max(SECRETS_JSON_MAX, `サービスアカウントキーは${SECRETS_JSON_MAX}文字以内で貼り付けてください`)
      .nullable()
      .optional(),
    accountId: gaIdField('アカウントID').optional(),
    propertyId: gaIdField('プロパティID')
      .refine(
        (value) => value === '' || /^\d{1,20}$/.test(value),
        'プロパティIDは数字で入力してください（例: 123456789）',
      )
      .optional(),
    viewId: gaIdField('ビューID').optional(),
    sessionId: gaIdField('セッション指標').optional(),
    CV1: gaIdField('コンバージョン1').optional(),
    CV2: gaIdField('コンバージョン2').optional(),
    CV3: gaIdField('コンバージョン3').optional(),
    transaction: z.union([z.literal(0), z.literal(1)], { error: '取引の計測は0か1で指定してください' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (typeof value.secretsjson !== 'string') return;
    const read = readServiceAccountKey(value.secretsjson);
    if ('error' in read) ctx.addIssue({ code: 'custom', path: ['secretsjson'], message: read.error });
  });
export type UpdateAnalyticsSettingsRequest = z.input<typeof updateAnalyticsSettingsRequestSchema>;

/** POST projects/update_measure_settings. */
export const updateMeasureSettingsRequestSchema = z.object({
  project_id: idSchema,
  // Master ids from 0 (ABテスト is verification 0, admin/masters.ts); the service checks each is an entry.
  device: masterIdSchema('デバイスを選択肢から選んでください').nullable().optional(),
  verification: masterIdSchema('検証方法を選択肢から選んでください').nullable().optional(),
  improvement: masterIdSchema('改善指標を選択肢から選んでください').nullable().optional(),
  cv_slot: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'CVRに使うコンバージョンは1〜3で指定してください' })
    .nullable()
    .optional(),
});
export type UpdateMeasureSettingsRequest = z.infer<typeof updateMeasureSettingsRequestSchema>;

/** POST gaapis/setGAsetting (project_id): the connection test; its result is stored with the key. */
export const connectionTestRequestSchema = z.object({ project_id: idSchema });
export const connectionTestResponseSchema = z.object({
  ok: z.boolean(),
  /** 接続できました, or the reason in Japanese (ga4ErrorMessages). */
  message: z.string(),
  key: analyticsKeyStatusSchema,
});
export type ConnectionTestResponse = z.infer<typeof connectionTestResponseSchema>;
