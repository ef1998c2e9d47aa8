/** Japanese text of the monthly reports (product.md §8.4 quotes the visibility toasts). */
export const monthlyReportMessages = {
  notFound: 'レポートが見つかりません',
  saved: 'レポートを保存しました',
  deleted: 'レポートを削除しました',
  madePrivateTitle: 'ステータスを非公開に設定しました',
  madePrivate: (title: string) => `${title}を非公開にしました。`,
  madePublicTitle: 'ステータスを公開に設定しました',
  madePublic: (title: string) => `${title}を公開しました。`,
  visibilityFailed: '公開設定を変更できませんでした。もう一度お試しください。',
  staffOnly: 'レポートの作成・編集は社内スタッフのみが行えます',
  leaveConfirm: '保存していない変更があります。このページを離れますか？',
  draftRestored: '保存していない下書きを復元しました',
} as const;

export const reportTypeLabels = { 1: '定例', 0: 'スポット' } as const;
