import {
  analyticsMessages,
  readServiceAccountKey,
  type AnalyticsSettings,
  type UpdateAnalyticsSettingsRequest,
} from '@kaizen/domain';

/** The text fields of the analytics settings, named as the save call names them (so are its errors). */
export const TEXT_FIELDS = [
  { name: 'propertyId', label: 'プロパティID', placeholder: '例: 123456789' },
  { name: 'accountId', label: 'アカウントID', placeholder: '例: 12345678' },
  { name: 'viewId', label: 'ビューID（旧UA）', placeholder: 'ユニバーサルアナリティクスのビューID' },
  { name: 'sessionId', label: 'セッション指標', placeholder: 'sessions' },
  { name: 'CV1', label: 'コンバージョン1', placeholder: 'GA4のイベント名（例: purchase）' },
  { name: 'CV2', label: 'コンバージョン2', placeholder: 'GA4のイベント名' },
  { name: 'CV3', label: 'コンバージョン3', placeholder: 'GA4のイベント名' },
] as const;

export type TextFieldName = (typeof TEXT_FIELDS)[number]['name'];

export interface AnalyticsFormValues extends Record<TextFieldName, string> {
  transaction: boolean;
  /** A newly pasted key; '' keeps the stored one. */
  secretsjson: string;
}

/** Every field the save call may name in an error (the form shows each beside its input). */
export const FORM_FIELDS: readonly string[] = [...TEXT_FIELDS.map((f) => f.name), 'transaction', 'secretsjson'];

export function formValuesOf(settings: AnalyticsSettings): AnalyticsFormValues {
  return {
    propertyId: settings.property_id,
    accountId: settings.account_id,
    viewId: settings.view_id,
    sessionId: settings.session_id,
    CV1: settings.cv1_id,
    CV2: settings.cv2_id,
    CV3: settings.cv3_id,
    transaction: settings.is_transaction === 1,
    secretsjson: '',
  };
}

type Changes = Omit<UpdateAnalyticsSettingsRequest, 'projectId'>;

/**
 * What the save sends: only the fields that differ from the saved settings (text compared trimmed, as
 * the server stores it), and the pasted key when there is one. Empty when nothing changed.
 */
export function changedFields(values: AnalyticsFormValues, saved: AnalyticsSettings): Changes {
  const before = formValuesOf(saved);
  const changes: Changes = {};
  for (const { name } of TEXT_FIELDS) {
    const value = values[name].trim();
    if (value !== before[name]) changes[name] = value;
  }
  if (values.transaction !== before.transaction) changes.transaction = values.transaction ? 1 : 0;
  if (values.secretsjson.trim() !== '') changes.secretsjson = values.secretsjson.trim();
  return changes;
}

/** Why the pasted key cannot be used, before it is sent (the server checks it the same way); null when fine or empty. */
export function keyProblem(text: string): string | null {
  if (text.trim() === '') return null;
  const read = readServiceAccountKey(text.trim());
  return 'error' in read ? read.error : null;
}

/** Why the connection test cannot run now, or null when it can. */
export function connectionTestBlocker(saved: AnalyticsSettings, hasUnsavedChanges: boolean): string | null {
  if (saved.property_id === '' || !saved.key.is_set) return analyticsMessages.notConfigured;
  if (hasUnsavedChanges) return '変更を保存してから実行してください';
  return null;
}
