import {
  commonMessages,
  defaultExportSettings,
  exportSettingsSchema,
  type ExportSettings,
  type ExportSettingsUpdate,
} from '@kaizen/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { exportKeys } from './keys';

/** GET /api/v1/users/export_settings: how the signed-in user's downloads are written. */
export function useExportSettings(): ExportSettings {
  const query = useQuery({
    queryKey: exportKeys.settings(),
    queryFn: () => apiGet('/api/v1/users/export_settings', exportSettingsSchema),
    staleTime: Infinity,
  });
  return query.data ?? defaultExportSettings;
}

/** POST /api/v1/users/export_settings: remembered for the user's next download, on any browser. */
export function useSaveExportSettings() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (settings: ExportSettingsUpdate) =>
      apiPost('/api/v1/users/export_settings', settings, exportSettingsSchema),
    onDone: (saved) => queryClient.setQueryData(exportKeys.settings(), saved),
    failure: commonMessages.editFailed,
  });
}
