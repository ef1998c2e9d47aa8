/**
 * Japanese UI text that product.md §8 quotes, kept verbatim in one place.
 * Areas add their own messages modules; these are the ones every area shares.
 */
export const REPORT_TO_DEV_TEAM = 'お手数ですが、開発チームまでご報告ください。';

export const commonMessages = {
  addFailed: '追加に失敗しました',
  deleteFailed: '削除に失敗しました',
  editFailed: '編集に失敗しました',
  registered: '登録が完了しました',
  userEdited: 'ユーザー情報を編集しました',
  unexpected: '予期しないエラーが発生しました',
  network: 'サーバーに接続できませんでした。通信環境をご確認ください。',
} as const;
