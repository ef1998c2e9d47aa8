import type { Notification } from './responses.js';

/**
 * The detail of a need_answered notification when staff turned the need into a task rather than
 * answering it (one kind, one switch in the settings, two wordings).
 */
export const NEED_TURNED_INTO_TASK = 'タスク化';

type Described = Pick<Notification, 'kind' | 'user_name' | 'action_target' | 'is_rev' | 'detail'>;

/**
 * One line saying who changed what, and to what (issue 15: a bare 「ステータスを変更しました」 told a
 * client nothing). A report's publishing reads as the list's own toast does (product.md §8:
 * 「title」を公開しました). Rows written before statuses were named keep the older wording.
 */
export function describeNotification(n: Described): string {
  const who = `${n.user_name || '不明なユーザー'}さんが`;
  const target = `「${n.action_target}」`;
  const statusChange = (label: string) =>
    n.detail
      ? `${who}${label}${target}のステータスを「${n.detail}」に変更しました`
      : `${who}${label}${target}のステータスを変更しました`;
  switch (n.kind) {
    case 'kgi':
      return `${who}${target}を${n.is_rev ? '更新' : '設定'}しました`;
    case 'kpi_status':
      return statusChange('KPI');
    case 'measure_status':
      return statusChange('施策');
    case 'report_published':
      return `${who}レポート${target}を公開しました`;
    case 'sales_goal':
      return `${who}営業目標の${target}を${n.is_rev ? '更新' : '設定'}しました`;
    case 'client_need':
      return `${who}ニーズ${target}を登録しました`;
    case 'need_answered':
      if (n.detail === NEED_TURNED_INTO_TASK) return `${who}ニーズ${target}をタスクにしました`;
      return n.is_rev ? `${who}ニーズ${target}の回答を更新しました` : `${who}ニーズ${target}に回答しました`;
    case 'comment_mention':
      return `${who}${target}へのコメントであなたをメンションしました`;
    default:
      return `${who}${target}を更新しました`;
  }
}
