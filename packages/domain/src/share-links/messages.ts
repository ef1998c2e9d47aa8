/** What the share-link screens and answers say (issue 34 §6, decisions/0042). */
export const shareLinkMessages = {
  /** One answer for an unknown, expired or revoked link and for a target no longer shown: nothing tells them apart. */
  notFound: 'この共有リンクは見つかりません。期限切れか、取り消された可能性があります',
  targetKindInvalid: '共有する対象の種類が正しくありません',
  expiresInvalid: '有効期限は1日から365日までの日数で指定してください',
  passwordWrong: 'パスワードが正しくありません',
  passwordRequired: 'パスワードを入力してください',
  passwordRetry: (seconds: number) => `パスワードの入力が続けて誤っています。${seconds}秒後にもう一度お試しください`,
  tokenInvalid: '共有リンクが正しくありません',
  /** The target would be hidden from the project's client users, so a link would show nothing. */
  notShared: 'クライアントに公開されていない項目は共有できません。公開してから作成してください',
  saleWithoutProject: 'クライアントのプロジェクトになっていない営業顧客のレポートは共有できません',
  created: '共有リンクを作成しました',
  createFailed: '共有リンクを作成できませんでした',
  revoked: '共有リンクを取り消しました',
  revokeFailed: '共有リンクを取り消せませんでした',
  copied: 'リンクをコピーしました',
  copyFailed: 'リンクをコピーできませんでした。表示されたURLを選択してコピーしてください',
} as const;
