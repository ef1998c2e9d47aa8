/** Management texts (product.md §8.3: tree and table saves are silent on success; failures say 編集に失敗しました). */
export const managementMessages = {
  noKgiTitle: 'KGIが設定されていません',
  noKgiBody: 'まずプロジェクトの最終目標（KGI）と期間を設定してください。',
  parentHasChildren: '子要素がある場所へは、並び順の位置にドロップしてください',
  wrongParentKind: 'その場所には移動できません',
  otherProject: '別のプロジェクトへは移動できません',
  notDeleted: 'この項目は削除されていません',
  parentDeleted: '親の項目が削除されているため元に戻せません',
  clientEditForbidden: 'このプロジェクトの編集は許可されていません',
  visibilityStaffOnly: '表示設定は社内スタッフのみ変更できます',
  deleted: '削除しました',
  undo: '元に戻す',
  restored: '元に戻しました',
} as const;
