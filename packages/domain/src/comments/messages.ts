/** What the comments API and screens say (Japanese UI text, once). */
export const commentMessages = {
  bodyRequired: 'コメントを入力してください',
  bodyTooLong: 'コメントは2000文字以内で入力してください',
  targetKindInvalid: 'コメントの対象が正しくありません',
  internalStaffOnly: '社内のみのコメントは社内スタッフだけが書けます',
  mentionsInvalid: 'メンションする人を正しく指定してください',
  mentionCannotSee: 'この項目を見られない人はメンションできません',
  notFound: 'コメントが見つかりません',
  notOwn: '自分のコメントだけを変更・削除できます',
  markReadTarget: '既読にするコメントか対象を指定してください',
} as const;
