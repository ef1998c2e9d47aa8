/**
 * Pages a later issue fills: what each will hold, shown on the page until then. Keyed by route id.
 * When an issue builds a page, its route switches to the real module and its entry goes.
 */
export const plannedPages = {
  'admin.documents': { title: 'ドキュメント', summary: 'PDF資料の一覧とアップロード・削除を行います。' },
  'admin.sales': { title: '営業顧客一覧', summary: '営業顧客の一覧と削除を行います。' },
  'admin.salesDetail': {
    title: '営業顧客詳細',
    summary: '営業顧客の目標・KGI・シミュレーション・レポートを表示します。',
  },
  'admin.newSalesReport': { title: '営業レポート作成', summary: '営業顧客向けのレポートを作成します。' },
  'admin.salesReport': { title: '営業レポート', summary: '営業レポートを表示します。' },
  'admin.salesReportEdit': { title: '営業レポート編集', summary: '営業レポートを編集します。' },
  'sale.home': { title: '営業', summary: '目標・KGI、コンバージョンシミュレーション、感度分析表を表示します。' },
  'sale.report': { title: '営業レポート', summary: '営業レポートを表示します。' },
  'client.dashboard': { title: 'ダッシュボード', summary: 'クライアントのニーズ一覧と設定へのリンクを表示します。' },
  'client.overview': {
    title: '概要',
    summary:
      '目標、ドキュメント、シミュレーション、顧客分析、競合比較、強み・弱み、市場選定、レポート一覧を表示します。',
  },
  'client.salesReport': { title: '営業レポート', summary: '公開された営業レポートを表示します。' },
  'client.setting': { title: 'プロジェクト設定', summary: 'アナリティクス設定と施策の設定を行います。' },
} as const satisfies Record<string, { title: string; summary: string }>;

export type PlannedPageId = keyof typeof plannedPages;
