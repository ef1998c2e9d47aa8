import { toCsv } from '../common/csv.js';
import { FILE_FORMATS, type FileFormat } from '../common/export-settings.js';
import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';

/** What the audit log records (issue 33 §5); the order is the screen's event select. */
export const auditEvents = [
  'sign_in',
  'sign_in_failed',
  'sign_in_slowed',
  'sign_out',
  'password_set',
  'password_reset',
  'user_created',
  'user_deleted',
  'user_role_changed',
  'user_company_changed',
  'project_created',
  'project_deleted',
  'company_created',
  'company_deleted',
  'client_editing_changed',
  'analytics_key_set',
  'analytics_key_removed',
  'chat_channel_set',
  'chat_channel_removed',
  'export',
  'backup',
  'share_link_created',
  'share_link_revoked',
  'share_link_opened',
] as const;
export type AuditEvent = (typeof auditEvents)[number];

export const auditEventLabels: Record<AuditEvent, string> = {
  sign_in: 'サインイン成功',
  sign_in_failed: 'サインイン失敗',
  sign_in_slowed: 'サインイン制限',
  sign_out: 'サインアウト',
  password_set: 'パスワード設定',
  password_reset: 'パスワード再設定',
  user_created: 'ユーザー作成',
  user_deleted: 'ユーザー削除',
  user_role_changed: '権限の変更',
  user_company_changed: '所属会社の変更',
  project_created: 'プロジェクト作成',
  project_deleted: 'プロジェクト削除',
  company_created: '会社作成',
  company_deleted: '会社削除',
  client_editing_changed: 'クライアント編集の切り替え',
  analytics_key_set: 'アナリティクスキー設定',
  analytics_key_removed: 'アナリティクスキー削除',
  chat_channel_set: 'チャット連携の設定',
  chat_channel_removed: 'チャット連携の削除',
  export: '書き出し',
  backup: 'バックアップ',
  share_link_created: '共有リンク作成',
  share_link_revoked: '共有リンク取り消し',
  share_link_opened: '共有リンク閲覧',
};

/** The tables that download as CSV or as an Excel workbook, and how the audit log names each. */
const exportSourceLabels = {
  management: '改善ツリー',
  sensitivity: '感度分析',
  status: 'ステータス表',
  analytics: 'アクセス解析の数値',
  verification: '施策の検証結果',
  search: '管理画面の検索結果',
  sales: '営業案件一覧',
} as const;
export type ExportSource = keyof typeof exportSourceLabels;

const sourceKinds = (Object.keys(exportSourceLabels) as ExportSource[]).flatMap((source) =>
  FILE_FORMATS.map((format) => `${source}_${format}` as const),
);

/**
 * What leaves the product as a file, and how the audit log names it: the web reports the ones made
 * in the browser (POST /api/v1/audit/record_export); the server records its own (the audit CSV).
 * report_pdf is printing (or saving as PDF) a measure, monthly or sales report; page_pdf any other
 * printable page (the overview, a sales customer, the analytics figures).
 */
export const auditExportKinds = ['audit_csv', 'report_pdf', 'page_pdf', ...sourceKinds] as const;
export type AuditExportKind = (typeof auditExportKinds)[number];

/** The audit log's name for a table saved in a format. */
export const tableExportKind = (source: ExportSource, format: FileFormat): AuditExportKind => `${source}_${format}`;

const formatLabels: Record<FileFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

export const auditExportKindLabels = {
  ...Object.fromEntries(
    (Object.entries(exportSourceLabels) as [ExportSource, string][]).flatMap(([source, label]) =>
      FILE_FORMATS.map((format) => [`${source}_${format}`, `${label}の${formatLabels[format]}`]),
    ),
  ),
  audit_csv: '監査ログのCSV',
  report_pdf: 'レポートの印刷・PDF',
  page_pdf: '画面の印刷・PDF',
} as Record<AuditExportKind, string>;

export const AUDIT_RETENTION_DEFAULT_DAYS = 365;
export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 3650;
export const AUDIT_PAGE_SIZE = 50;
/** The CSV holds at most this many rows, newest first; a longer period is narrowed by the filter. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** The name shown for a failed sign-in on an account that does not exist (what was typed is never kept). */
export const AUDIT_UNKNOWN_ACTOR = '不明なアカウント';

const DATE_MESSAGE = '日付はYYYY-MM-DDで指定してください';
const dateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, DATE_MESSAGE);

export const auditFilterSchema = z
  .object({
    actor_id: idSchema.optional(),
    event: z.enum(auditEvents, { error: '種類が正しくありません' }).optional(),
    /** Japan dates, both ends included. */
    from: dateSchema.optional(),
    to: dateSchema.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: '期間の終わりは始まり以降にしてください',
    path: ['to'],
  });
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditListQuerySchema = z.intersection(
  auditFilterSchema,
  z.object({ page: z.coerce.number({ error: 'ページが正しくありません' }).int().min(1).max(100_000).optional() }),
);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  event: z.enum(auditEvents),
  ip: z.string().nullable(),
  target_kind: z.string().nullable(),
  target_id: z.number().int().nullable(),
  /** The project's name, for an entry about a project. */
  target_name: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The people who appear in the log, for the person filter. */
  actors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

export const auditRetentionSchema = z.object({
  retention_days: z
    .number({ error: '保存期間は日数で指定してください' })
    .int('保存期間は日数で指定してください')
    .min(AUDIT_RETENTION_MIN_DAYS, `保存期間は${AUDIT_RETENTION_MIN_DAYS}日以上にしてください`)
    .max(AUDIT_RETENTION_MAX_DAYS, `保存期間は${AUDIT_RETENTION_MAX_DAYS}日以下にしてください`),
});
export type AuditRetention = z.infer<typeof auditRetentionSchema>;

export const recordExportRequestSchema = z.object({
  kind: z.enum(auditExportKinds, { error: '書き出しの種類が正しくありません' }),
  /** The project the file is of; a client user's export always names one of its own. */
  project_id: idSchema.optional(),
});

export const auditMessages = {
  exportProjectRequired: '書き出したプロジェクトを指定してください',
} as const;
export type RecordExportRequest = z.infer<typeof recordExportRequestSchema>;

/** The person's name as the screen shows it. */
export function auditActorLabel(entry: Pick<AuditEntry, 'actor_name'>): string {
  return entry.actor_name === '' ? AUDIT_UNKNOWN_ACTOR : entry.actor_name;
}

/** What the entry is about, in words: the export's kind and its project, or the detail as recorded. */
export function auditWhat(entry: Pick<AuditEntry, 'event' | 'detail' | 'target_name'>): string {
  if (entry.event === 'export' && entry.detail && entry.detail in auditExportKindLabels) {
    const kind = auditExportKindLabels[entry.detail as AuditExportKind];
    return entry.target_name ? `${kind}（${entry.target_name}）` : kind;
  }
  return entry.detail ?? '';
}

export const AUDIT_CSV_HEADER = ['日時', '利用者', '操作', 'アドレス', '内容'];

/** The CSV of the entries (BOM, header, Japanese labels); times as given (the server passes Japan time). */
export function auditCsv(entries: AuditEntry[], formatTime: (iso: string) => string): string {
  return toCsv(
    AUDIT_CSV_HEADER,
    entries.map((e) => [formatTime(e.created_at), auditActorLabel(e), auditEventLabels[e.event], e.ip, auditWhat(e)]),
  );
}

const japanTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment in Japan time as the CSV writes it: 2026/11/24 14:05:09. */
export function auditCsvTime(iso: string): string {
  return japanTime.format(new Date(iso));
}

/** The ISO bounds [start, end) of a filter's Japan dates, each end open when not given. */
export function auditPeriodBounds(filter: Pick<AuditFilter, 'from' | 'to'>): { start?: string; end?: string } {
  const dayStart = (day: string) => new Date(`${day}T00:00:00+09:00`);
  return {
    ...(filter.from ? { start: dayStart(filter.from).toISOString() } : {}),
    ...(filter.to ? { end: new Date(dayStart(filter.to).getTime() + 86_400_000).toISOString() } : {}),
  };
}
