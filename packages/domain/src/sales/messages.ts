import { REPORT_TO_DEV_TEAM } from '../common/messages.js';

/** Japanese text of the sales area; product.md §8 quotes the delete and goal toasts verbatim. */
export const salesMessages = {
  notFound: '営業顧客が見つかりません',
  deletedTitle: '営業顧客の削除が完了しました！',
  deleted: '無事に削除できました。確認してください。',
  deleteFailedTitle: '削除に失敗しました・・・',
  deleteFailed: REPORT_TO_DEV_TEAM,
  restored: '営業顧客を元に戻しました',
  created: '営業顧客を登録しました',
  edited: '営業顧客を更新しました',
  purposeUpdatedTitle: '目標を更新しました！',
  kgiUpdatedTitle: 'KGIを更新しました！',
  updated: '無事に更新できました。確認してください。',
  updateFailedTitle: '更新に失敗しました・・・',
  updateFailed: REPORT_TO_DEV_TEAM,
  simulationSaved: 'シミュレーションを保存しました',
  converted: (projectName: string) => `${projectName}をクライアントのプロジェクトにしました`,
  alreadyConverted: 'この営業顧客は既にクライアントのプロジェクトになっています',
  reportNotFound: '営業レポートが見つかりません',
  userNotStaff: '担当者は社内スタッフから選んでください',
  serviceNotFound: '提案サービスが見つかりません',
} as const;

/** action_target of pb_sales/update (product.md §7.8): which goal a save changes. */
export const SALES_GOAL_TARGETS = ['目標', 'KGI'] as const;
export type SalesGoalTarget = (typeof SALES_GOAL_TARGETS)[number];

/** target of pb_sales/update_simulation: 0 the current figures, 1 the goal. */
export const simulationTargetLabels = { 0: '現状', 1: '目標' } as const;
