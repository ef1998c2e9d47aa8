/** Texts of e-mail, notification settings and the self-service password reset (issue 34). */
export const mailMessages = {
  userNotFound: 'ユーザーが見つかりません',
  emailLinkInvalid: '確認用のリンクが無効か、有効期限が切れています',
  emailConfirmed: 'メールアドレスを確認しました',
  confirmationSent: '確認メールを送信しました。メール内のリンクを開くと登録が完了します',
  emailRemoved: 'メールアドレスを削除しました',
  settingsSaved: '通知の設定を保存しました',
  mailOff: 'このサーバーではメール送信が設定されていないため、メールは届きません。',
  resetRequested:
    '入力されたアカウントに確認済みのメールアドレスがあれば、パスワード再設定用のリンクを送信しました。リンクの有効期限は30分です。',
  resetMailOff: 'メール送信が設定されていないため、管理者にパスワード再設定用リンクの発行を依頼してください。',
} as const;
