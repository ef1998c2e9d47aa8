/**
 * Pages a later issue fills: what each will hold, shown on the page until then. Keyed by route id.
 * When an issue builds a page, its route switches to the real module and its entry goes.
 */
export const plannedPages = {
  'admin.documents': { title: 'ドキュメント', summary: 'PDF資料の一覧とアップロード・削除を行います。' },
  'client.dashboard': { title: 'ダッシュボード', summary: 'クライアントのニーズ一覧と設定へのリンクを表示します。' },
  'client.overview': {
    title: '概要',
    summary:
      '目標、ドキュメント、シミュレーション、顧客分析、競合比較、強み・弱み、市場選定、レポート一覧を表示します。',
  },
  'client.setting': { title: 'プロジェクト設定', summary: 'アナリティクス設定と施策の設定を行います。' },
} as const satisfies Record<string, { title: string; summary: string }>;

export type PlannedPageId = keyof typeof plannedPages;
