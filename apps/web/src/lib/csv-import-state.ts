import { CSV_EMPTY_MESSAGE, csvRowErrorSchema, z, type CsvRowError } from '@kaizen/domain';
import { ApiError } from './api-client';

const rowErrorsSchema = z.object({ errors: z.array(csvRowErrorSchema) });

/**
 * The row errors of a refused save (400, error.details.errors): the file changed on disk after its
 * preview, or another import got in first. Empty for any other failure.
 */
export function saveRowErrors(error: unknown): CsvRowError[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const parsed = rowErrorsSchema.safeParse(error.details);
  return parsed.success ? parsed.data.errors : [];
}

/**
 * Whether 取り込む can be pressed, and the reason shown beside it when not: a file is saved only
 * after its preview came back without a row error.
 */
export function importBlock(state: {
  file: File | null;
  fileError: string | null;
  preview: { rows: readonly unknown[]; errors: readonly CsvRowError[] } | undefined;
  pending: boolean;
  /** Row errors the last save was refused with: sending the same file again would be refused again. */
  saveErrors?: number;
  /** What the file is called ('CSV', or 'ファイル' where a workbook is read too). */
  noun?: string;
  /** Why a file without rows to save cannot be imported. */
  emptyReason?: string;
}): { disabled: boolean; reason: string | null } {
  const noun = state.noun ?? 'CSV';
  if (!state.file)
    return {
      disabled: true,
      reason: `${noun === 'CSV' ? 'CSVファイル' : noun}を選ぶと、保存する前に中身を確認できます。`,
    };
  if (state.fileError) return { disabled: true, reason: state.fileError };
  // Still reading, or the reading failed (the dialog shows why above).
  if (state.pending || !state.preview) return { disabled: true, reason: null };
  if (state.preview.errors.length > 0 || (state.saveErrors ?? 0) > 0) {
    return { disabled: true, reason: `エラーの行があるため取り込めません。${noun}を直してから選び直してください。` };
  }
  if (state.preview.rows.length === 0) return { disabled: true, reason: state.emptyReason ?? CSV_EMPTY_MESSAGE };
  return { disabled: false, reason: null };
}
