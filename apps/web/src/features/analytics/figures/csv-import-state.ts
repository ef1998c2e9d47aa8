import { analyticsMessages, type ImportCsvResponse } from '@kaizen/domain';

/**
 * Whether 取り込む can be pressed, and the reason shown beside it when not: a file is saved only
 * after its preview came back without a row error.
 */
export function importBlock(state: {
  file: File | null;
  fileError: string | null;
  preview: ImportCsvResponse | undefined;
  pending: boolean;
}): { disabled: boolean; reason: string | null } {
  if (!state.file) return { disabled: true, reason: 'CSVファイルを選ぶと、保存する前に中身を確認できます。' };
  if (state.fileError) return { disabled: true, reason: state.fileError };
  // Still reading, or the reading failed (the dialog shows why above).
  if (state.pending || !state.preview) return { disabled: true, reason: null };
  if (state.preview.errors.length > 0) {
    return { disabled: true, reason: 'エラーの行があるため取り込めません。CSVを直してから選び直してください。' };
  }
  if (state.preview.rows.length === 0) return { disabled: true, reason: analyticsMessages.csvEmpty };
  return { disabled: false, reason: null };
}
