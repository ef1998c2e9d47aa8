import { notificationListSchema } from '@kaizen/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { managementKeys } from '../../management/public';

/** GET /api/v1/notifications: newest first, with this user's unread count. */
export const notificationsQuery = (projectId: number) =>
  queryOptions({
    queryKey: managementKeys.notifications(projectId),
    queryFn: () => apiGet('/api/v1/notifications', notificationListSchema, { query: { project_id: projectId } }),
  });

export const useNotifications = (projectId: number) => useQuery(notificationsQuery(projectId));

/** POST /api/v1/notifications/mark_read: what is on the list is read, for this user. */
export function useMarkNotificationsRead(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/v1/notifications/mark_read', { project_id: projectId }, notificationListSchema),
    onSuccess: (list) => queryClient.setQueryData(managementKeys.notifications(projectId), list),
  });
}
