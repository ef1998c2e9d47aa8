import type { MasterKind } from '../admin/masters.js';

/** What a change-history row is about (issue 33 §4, decisions/0038). */
export const historyTargetKinds = [
  'kgi',
  'kpi',
  'task',
  'factor',
  'hypothesis',
  'measure',
  'work',
  'measure_report',
  'monthly_report',
  'sales_report',
  'sale',
  'customer_analysis',
  'comparison',
  'market',
  'project',
] as const;
export type HistoryTargetKind = (typeof historyTargetKinds)[number];

export const historyTargetKindLabels: Record<HistoryTargetKind, string> = {
  kgi: 'KGI',
  kpi: 'KPI',
  task: '課題',
  factor: '要因',
  hypothesis: '仮説',
  measure: '施策',
  work: '作業',
  measure_report: '施策レポート',
  monthly_report: '月次レポート',
  sales_report: '営業レポート',
  sale: '営業先',
  customer_analysis: '顧客分析',
  comparison: '比較分析',
  market: '市場分析',
  project: 'プロジェクト設定',
};

export const historyActions = ['create', 'update', 'delete', 'restore', 'move'] as const;
export type HistoryAction = (typeof historyActions)[number];

export const historyActionLabels: Record<HistoryAction, string> = {
  create: '作成',
  update: '変更',
  delete: '削除',
  restore: '復元',
  move: '移動',
};

/** Japanese names of the recorded fields; a field missing here shows as 「項目」. */
export const historyFieldLabels: Record<string, string> = {
  kgi: 'KGI',
  kpi: 'KPI名',
  current_figure: '現状値',
  kpi_detail: 'KPIの詳細',
  task: '課題名',
  factor: '要因',
  hypothesis: '仮説',
  category: '仮説カテゴリー',
  hypothesis_status: '仮説ステータス',
  measure: '施策名',
  work: '作業名',
  status: 'ステータス',
  dead_line: '期限',
  assignees: '担当者',
  link: 'リンク',
  importance: '重要度',
  urgency: '緊急度',
  priority: '優先度',
  verification: '検証方法',
  verification_start_date: '検証開始日',
  verification_end_date: '検証終了日',
  conversion_rate: 'CVR',
  expected_uplift: '見込み上昇率',
  is_show: 'クライアントへの公開',
  name: '名前',
  client_can_edit: 'クライアントの編集',
  metric: '指標',
  metric_actuals: '指標の実績',
  metric_targets: '指標の目標',
  unit: '単位',
  direction: '良い方向',
  source: '指標の種類・式',
  body: '本文',
  title: 'タイトル',
  memo: 'メモ',
  purpose: '目的',
  start_line: '開始日',
  period_start: '期間の開始',
  period_end: '期間の終了',
  project_name: 'プロジェクト名',
  account_id: 'アカウントID',
  property_id: 'プロパティID',
  view_id: 'ビューID',
  session_id: 'セッションの指標',
  cv1_id: 'CV1',
  cv2_id: 'CV2',
  cv3_id: 'CV3',
  is_transaction: 'トランザクション',
  secret_box: 'サービスアカウントキー',
  measure_device: '施策レポートのデバイス',
  measure_verification: '施策レポートの検証方法',
  measure_improvement: '施策レポートの改善指標',
  measure_cv_slot: '施策レポートのCV',
  results: '結果',
  stats_settings: '統計の設定',
  ga4_source: 'GA4の取得設定',
  pattern_table: 'パターン表',
  patterns: 'パターン',
  porpose: '目的',
  device: 'デバイス',
  session_num: 'セッション数',
  improvement: '改善指標',
  current_improvement: '改善指標の現状値',
  porpose_improvement: '改善指標の目標値',
  estimate: '見込み',
  detail: '詳細',
  consideration: '考察',
  basis: '根拠',
  plan_baseline_cvr: '計画のベースラインCVR',
  plan_daily_users: '計画の1日あたりユーザー数',
  plan_mde: '計画の最小検出改善率',
  adoption: '採用パターン',
  links: '紐づけ',
  companies: '会社',
  items: '項目',
  cells: 'セル',
  lines: '行',
  strength_weakness: '強み・弱み',
  points: 'ポイント',
  boards: 'ボード',
  targets: '配置',
  schedule: 'スケジュール',
  goals: '目標',
  figures: '数値',
  simulation: 'シミュレーション',
  client_targets: 'クライアント目標',
  converted: 'プロジェクト化',
  company_name: '会社名',
  user_id: '担当者',
  service_id: '提案サービス',
  chat_name: 'チャット連携の表示名',
  chat_audience: 'チャット連携のルーム',
  chat_kinds: 'チャット連携で送る通知',
  chat_room_id: 'ChatworkのルームID',
  chat_secret: 'チャット連携のWebhook URL・トークン',
};

/** Fields a client user never sees in the history: publishing is staff's decision, memos are staff's notes. */
const internalFields = new Set(['is_show', 'memo', 'internal_memo', 'staff_memo']);

/** Long texts: the history says the text changed and its length, never the text itself. */
const bodyFields = new Set([
  'body',
  'kpi_detail',
  'content',
  'markdown',
  'summary',
  'consideration',
  'detail',
  'basis',
]);

/** Secrets (analytics keys, chat webhook URLs and tokens): the history says 「設定」 or 「削除」, never the value. */
const secretFields = new Set(['secret_box', 'chat_secret']);

/** Fields holding a master entry's id, shown by the entry's name. */
export const historyMasterFields: Partial<Record<string, MasterKind>> = {
  importance: 'master_importance',
  urgency: 'master_urgency',
  priority: 'master_priority',
  verification: 'master_verification',
  category: 'category',
  hypothesis_status: 'hypothesis_status',
  device: 'device',
  improvement: 'improvement',
};

export function isInternalHistoryField(field: string): boolean {
  return internalFields.has(field);
}

export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
  internal: boolean;
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function same(a: unknown, b: unknown): boolean {
  return asText(a) === asText(b);
}

function lengthOf(value: unknown): string | null {
  const text = asText(value);
  return text === null ? null : `${text.length}文字`;
}

/**
 * The fields whose value differs between before and after, as history rows read them: a long text
 * by its length, a secret by whether it is set. A field after does not carry was not written.
 */
export function fieldChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (!(field in after) || after[field] === undefined || same(before[field], after[field])) continue;
    const internal = internalFields.has(field);
    if (secretFields.has(field)) {
      changes.push({ field, from: null, to: asText(after[field]) === null ? '削除' : '設定', internal });
    } else if (bodyFields.has(field)) {
      changes.push({ field, from: lengthOf(before[field]), to: lengthOf(after[field]), internal });
    } else {
      changes.push({ field, from: asText(before[field]), to: asText(after[field]), internal });
    }
  }
  return changes;
}
