import { importTreeResponseSchema } from '@kaizen/domain';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { managementKeys } from './keys';

const send = async (projectId: number, file: File, dryRun: boolean) => {
  const form = new FormData();
  form.append('dry_run', dryRun ? '1' : '0');
  form.append('file', file);
  const answer = await apiUpload(
    `/api/v1/managements/import_tree?project_id=${projectId}`,
    form,
    importTreeResponseSchema,
  );
  // The dialog lists `rows`: here, the nodes the file creates or changes.
  return { ...answer, rows: answer.items, lines: answer.rows };
};

/** managements/import_tree with dry_run 1: what the file would create and change, and each refused cell. */
export const usePreviewTreeImport = (projectId: number) =>
  useMutation({ mutationFn: (file: File) => send(projectId, file, true) });

/** managements/import_tree with dry_run 0: all of it in one go, or nothing (the dialog shows why). */
export function useTreeImport(projectId: number) {
  return useApiMutation({
    mutationFn: (file: File) => send(projectId, file, false),
    invalidate: [managementKeys.all(projectId)],
    success: (result) => ({ title: result.message }),
    failure: 'ツリーの取り込みに失敗しました',
    handlesError: (error) => error.status === 400,
  });
}
