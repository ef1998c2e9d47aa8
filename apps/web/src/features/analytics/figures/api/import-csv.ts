import { analyticsMessages, importCsvResponseSchema } from '@kaizen/domain';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../../lib/api-client';
import { useApiMutation } from '../../../../lib/mutation';
import { figuresKeys } from './keys';

const sendCsv = (projectId: number, file: File, dryRun: boolean) => {
  const form = new FormData();
  form.append('project_id', String(projectId));
  form.append('dry_run', dryRun ? '1' : '0');
  form.append('file', file);
  return apiUpload('/api/v1/analytics/import_csv', form, importCsvResponseSchema);
};

/** analytics/import_csv with dry_run 1: what the file would save, and its row errors. Nothing is stored. */
export const usePreviewCsv = (projectId: number) =>
  useMutation({ mutationFn: (file: File) => sendCsv(projectId, file, true) });

/** analytics/import_csv with dry_run 0: every row saved in one go, or nothing (the dialog shows why). */
export function useImportCsv(projectId: number, onDone: () => void) {
  return useApiMutation({
    mutationFn: (file: File) => sendCsv(projectId, file, false),
    invalidate: [figuresKeys.monthsOf(projectId)],
    success: (result) => ({ title: analyticsMessages.imported(result.rows.length) }),
    onDone,
    failure: 'CSVの取り込みに失敗しました',
    handlesError: (error) => error.status === 400,
  });
}
