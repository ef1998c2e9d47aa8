import { notificationListSchema } from '@kaizen/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/**
 * How often the bell asks again while the page is shown (product.md §9.1). A project's live stream
 * refreshes it at once for that project; other projects' news, and the admin and sales areas, which
 * have no stream, wait for this.
 */
const NOTIFICATION_REFRESH_MS = 60_000;

/** GET /api/v1/notifications: newest first, with this user's unread count, each naming its project. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.all,
    queryFn: () => apiGet('/api/v1/notifications', notificationListSchema),
    refetchInterval: NOTIFICATION_REFRESH_MS,
  });

export const useNotifications = () => useQuery(notificationsQuery());

/** POST /api/v1/notifications/mark_read: everything on the list is read, for this user. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/v1/notifications/mark_read', {}, notificationListSchema),
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.all, list),
  });
}
