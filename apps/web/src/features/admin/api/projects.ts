import { adminMessages, commonMessages, getProjectResponseSchema, okResponseSchema } from '@kaizen/domain';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { adminKeys } from './keys';
import { projectKeys } from '../../projects/public';

const touched = [projectKeys.all, adminKeys.companies()];

/** POST /api/v1/projects/create (staff) → 登録が完了しました. */
export function useCreateProject() {
  return useApiMutation({
    mutationFn: async (input: { company_id: number; project_name: string }) =>
      (await apiPost('/api/v1/projects/create', input, getProjectResponseSchema)).project,
    invalidate: touched,
    success: { title: adminMessages.registered },
    failure: commonMessages.addFailed,
    handlesError: (error) => error.fields.length > 0,
  });
}

export function useUpdateProject() {
  return useApiMutation({
    mutationFn: async (input: { id: number; project_name: string }) =>
      (await apiPost('/api/v1/projects/update', input, getProjectResponseSchema)).project,
    invalidate: touched,
    failure: commonMessages.editFailed,
  });
}

export function useDeleteProject() {
  return useApiMutation({
    mutationFn: (id: number) => apiPost('/api/v1/projects/delete', { id }, okResponseSchema),
    invalidate: touched,
    success: { title: adminMessages.deleted },
    failure: commonMessages.deleteFailed,
  });
}
