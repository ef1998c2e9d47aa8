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
}): { disabled: boolean; reason: string | null } {
  if (!state.file) return { disabled: true, reason: 'CSVファイルを選ぶと、保存する前に中身を確認できます。' };
  if (state.fileError) return { disabled: true, reason: state.fileError };
  // Still reading, or the reading failed (the dialog shows why above).
  if (state.pending || !state.preview) return { disabled: true, reason: null };
  if (state.preview.errors.length > 0 || (state.saveErrors ?? 0) > 0) {
    return { disabled: true, reason: 'エラーの行があるため取り込めません。CSVを直してから選び直してください。' };
  }
  if (state.preview.rows.length === 0) return { disabled: true, reason: CSV_EMPTY_MESSAGE };
  return { disabled: false, reason: null };
}
