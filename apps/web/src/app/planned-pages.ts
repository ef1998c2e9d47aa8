/**
 * Pages a later issue fills: what each will hold, shown on the page until then. Keyed by route id.
 * When an issue builds a page, its route switches to the real module and its entry goes.
 */
export const plannedPages = {
  'admin.documents': { title: 'ドキュメント', summary: 'PDF資料の一覧とアップロード・削除を行います。' },
  'client.setting': { title: 'プロジェクト設定', summary: 'アナリティクス設定と施策の設定を行います。' },
} as const satisfies Record<string, { title: string; summary: string }>;

export type PlannedPageId = keyof typeof plannedPages;
