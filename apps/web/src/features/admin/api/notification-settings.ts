import { commonMessages, notificationSettingsSchema, type NotificationKind } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { adminKeys } from './keys';

/** GET /api/v1/setting/notification_settings: the global settings, or one project's effective ones. */
export function notificationSettingsQuery(projectId: number | null) {
  return queryOptions({
    queryKey: adminKeys.notificationSettings(projectId),
    queryFn: () =>
      apiGet('/api/v1/setting/notification_settings', notificationSettingsSchema, {
        query: { project_id: projectId ?? undefined },
      }),
  });
}

export const useNotificationSettings = (projectId: number | null) => useQuery(notificationSettingsQuery(projectId));

export function useUpdateNotificationSetting() {
  return useApiMutation({
    mutationFn: (input: { project_id: number | null; kind: NotificationKind; enabled: boolean | null }) =>
      apiPost('/api/v1/setting/update_notification_setting', input, notificationSettingsSchema),
    // A global change alters every project's inherited values.
    invalidate: [[...adminKeys.all, 'notification-settings']],
    failure: commonMessages.editFailed,
  });
}
