import { CSV_EMPTY_MESSAGE } from '../common/csv.js';

/** Japanese text of the analytics area (project setting page, graph, CSV import, /admin/documents). */
export const analyticsMessages = {
  settingsSaved: 'アナリティクス設定を保存しました',
  measureSettingsSaved: '施策の設定を保存しました',
  keyRemoved: 'サービスアカウントキーを削除しました',
  connectionOk: '接続できました',
  targetCreated: '目標値を登録しました',
  targetUpdated: '目標値を更新しました',
  targetDeleted: '目標値を削除しました',
  targetNotFound: '目標値が見つかりません',
  targetOverlap: 'この期間には既に目標値があります。重ならない期間を指定してください',
  fetched: (months: number) => `${months}か月分の数値を取得しました`,
  imported: (months: number) => `${months}か月分の数値を取り込みました`,
  importHasErrors: 'CSVに読めない行があるため、何も取り込んでいません。エラーの行を直してからもう一度お試しください',
  csvEmpty: CSV_EMPTY_MESSAGE,
  csvMissing: 'CSVファイルを選んでください',
  csvTooLarge: 'CSVは1MB以下のファイルにしてください',
  notConfigured: 'プロパティIDとサービスアカウントキーを設定してから実行してください',
  keyInvalidJson: 'サービスアカウントキーはJSON形式で貼り付けてください',
  keyWrongType: 'サービスアカウントキー（type が service_account のJSON）を貼り付けてください',
  keyMissingField: (field: string) => `サービスアカウントキーに${field}がありません`,
  keyUnreadable: '保存されているサービスアカウントキーを復号できません。キーを貼り付け直してください',
} as const;

/**
 * Why a Google Analytics call failed, as the setting page says it (connection test and fetch).
 * The GA4 client maps each API error status to one of these.
 */
export const ga4ErrorMessages = {
  unauthenticated:
    'サービスアカウントキーが無効です（削除または無効化されている可能性があります）。新しいキーを貼り付けてください',
  permissionDenied:
    'このサービスアカウントにはプロパティを閲覧する権限がありません。Googleアナリティクスの管理画面でサービスアカウントのメールアドレスを閲覧者として追加してください',
  notFound: 'プロパティが見つかりません。プロパティIDを確認してください',
  invalidArgument: 'Googleアナリティクスが指定を受け付けませんでした。プロパティIDとコンバージョン名を確認してください',
  quotaExceeded: 'Googleアナリティクスの利用上限に達しました。時間をおいてもう一度お試しください',
  unavailable: 'Googleアナリティクスに接続できませんでした。時間をおいてもう一度お試しください',
  unexpected: 'Googleアナリティクスから予期しない応答がありました。時間をおいてもう一度お試しください',
  implausibleFigure:
    'Googleアナリティクスの数値に、0以上1兆以下の整数でないものがありました。設定の指標を確認してください。何も保存していません',
} as const;
export type Ga4ErrorKind = keyof typeof ga4ErrorMessages;
