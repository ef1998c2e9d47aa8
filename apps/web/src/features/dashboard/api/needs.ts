import {
  commonMessages,
  deleteNeedResponseSchema,
  needMessages,
  needResponseSchema,
  needsResponseSchema,
  type AnswerNeedRequest,
  type CreateNeedRequest,
  type UpdateNeedRequest,
} from '@kaizen/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { managementKeys } from '../../management/public';
import { dashboardKeys } from './keys';
import { queryOptions, useQuery } from '@tanstack/react-query';

const path = (call: string) => `/api/v1/pb_dashboards/${call}`;

/** A field error the dialog shows under its field: no toast for it. */
const isFieldError = (fields: readonly string[]) => (error: { status: number; fields: { field: string }[] }) =>
  error.status === 400 && error.fields.some((f) => fields.includes(f.field));

const NEED_FIELDS = ['title', 'detail', 'priority'] as const;

/** POST create_need → ニーズを登録しました. */
export function useCreateNeed(projectId: number) {
  return useApiMutation({
    mutationFn: (body: CreateNeedRequest) => apiPost(path('create_need'), body, needResponseSchema),
    invalidate: [dashboardKeys.needs(projectId)],
    success: { title: needMessages.created },
    failure: commonMessages.addFailed,
    handlesError: isFieldError(NEED_FIELDS),
  });
}

/** POST update_need → ニーズを更新しました. */
export function useUpdateNeed(projectId: number) {
  return useApiMutation({
    mutationFn: (body: UpdateNeedRequest) => apiPost(path('update_need'), body, needResponseSchema),
    invalidate: [dashboardKeys.needs(projectId)],
    success: { title: needMessages.updated },
    failure: commonMessages.editFailed,
    handlesError: isFieldError(NEED_FIELDS),
  });
}

/** POST answer_need (staff) → 回答を保存しました. */
export function useAnswerNeed(projectId: number) {
  return useApiMutation({
    mutationFn: (body: AnswerNeedRequest) => apiPost(path('answer_need'), body, needResponseSchema),
    invalidate: [dashboardKeys.needs(projectId)],
    success: { title: needMessages.answered },
    failure: commonMessages.editFailed,
    handlesError: isFieldError(['answer', 'status']),
  });
}

/** POST need_to_task (staff): the need becomes an inbox task; the tree's inbox is refetched too. */
export function useNeedToTask(projectId: number) {
  return useApiMutation({
    mutationFn: (id: number) => apiPost(path('need_to_task'), { id }, needResponseSchema),
    invalidate: [dashboardKeys.needs(projectId), managementKeys.inbox(projectId), managementKeys.tree(projectId)],
    success: { title: needMessages.converted, message: '改善ツリーの未整理の課題に追加しました。' },
    failure: commonMessages.addFailed,
  });
}

/** POST delete_need → ニーズを削除しました. */
export function useDeleteNeed(projectId: number) {
  return useApiMutation({
    mutationFn: (id: number) => apiPost(path('delete_need'), { id }, deleteNeedResponseSchema),
    invalidate: [dashboardKeys.needs(projectId)],
    success: { title: needMessages.deleted },
    failure: commonMessages.deleteFailed,
  });
}

/** GET pb_dashboards/get_needs: the project's needs and what the caller may do with them. */
export const needsQuery = (projectId: number) =>
  queryOptions({
    queryKey: dashboardKeys.needs(projectId),
    queryFn: () => apiGet('/api/v1/pb_dashboards/get_needs', needsResponseSchema, { query: { project_id: projectId } }),
  });

export const useNeeds = (projectId: number) => useQuery(needsQuery(projectId));
