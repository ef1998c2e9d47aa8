import {
  activityResponseSchema,
  deletedNodeSchema,
  itemHistoryResponseSchema,
  type ActivityQuery,
  type HistoryTargetKind,
  type NodeKind,
} from '@kaizen/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { historyKeys } from './keys';

/** GET /api/v1/history: one item's 変更履歴, read when the panel opens. */
export const useItemHistory = (kind: HistoryTargetKind, id: number, enabled: boolean) =>
  useQuery({
    queryKey: historyKeys.item(kind, id),
    queryFn: () => apiGet(`/api/v1/history?target_kind=${kind}&target_id=${id}`, itemHistoryResponseSchema),
    enabled,
    refetchOnMount: 'always',
  });

function queryString(filter: ActivityQuery): string {
  const entries = Object.entries(filter).filter(([, v]) => v !== undefined && v !== '');
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

/** GET /api/v1/projects/:id/activity: the project's activity feed (staff). */
export const useProjectActivity = (projectId: number, filter: ActivityQuery, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: historyKeys.activity(projectId, filter),
    queryFn: () => apiGet(`/api/v1/projects/${projectId}/activity${queryString(filter)}`, activityResponseSchema),
    placeholderData: keepPreviousData,
  });

/** The undo of a node's delete, offered beside the delete in the history; every page may show the node again. */
export const useRestoreFromHistory = () =>
  useApiMutation({
    mutationFn: (input: { kind: NodeKind; id: number }) =>
      apiPost('/api/v1/managements/restore', input, deletedNodeSchema),
    invalidate: [[]],
    success: { title: '元に戻しました' },
    failure: '元に戻せませんでした',
  });
