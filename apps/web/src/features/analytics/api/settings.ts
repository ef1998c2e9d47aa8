import {
  analyticsMessages,
  analyticsSettingsResponseSchema,
  commonMessages,
  connectionTestResponseSchema,
  type AnalyticsSettingsResponse,
  type UpdateAnalyticsSettingsRequest,
  type UpdateMeasureSettingsRequest,
} from '@kaizen/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type ApiError } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { useMe } from '../../auth/public';
import { analyticsKeys } from './keys';
import { browserStorage, readCachedSettings, writeCachedSettings } from '../settings-cache';

/** A refusal the form shows beside a field (or the key's textarea): no toast for it. */
const isFieldError = (error: ApiError) => error.status === 400 && error.fields.length > 0;

/**
 * GET projects/analytics_settings: the settings, the measure defaults, the master lists and whether
 * the caller may change them. The signed-in user's last answer is kept in the browser (never the
 * key's details) and shown, read only, while the next one loads.
 */
export const analyticsSettingsQuery = (projectId: number, userId: number) =>
  queryOptions({
    queryKey: analyticsKeys.settings(projectId),
    queryFn: async () => {
      const data = await apiGet('/api/v1/projects/analytics_settings', analyticsSettingsResponseSchema, {
        query: { project_id: projectId },
      });
      const storage = browserStorage();
      if (storage) writeCachedSettings(storage, userId, data);
      return data;
    },
    placeholderData: () => {
      const storage = browserStorage();
      return storage ? readCachedSettings(storage, userId, projectId) : undefined;
    },
  });

export function useAnalyticsSettings(projectId: number) {
  const me = useMe();
  return useQuery(analyticsSettingsQuery(projectId, me.id));
}

const updateSettings = (body: UpdateAnalyticsSettingsRequest) =>
  apiPost('/api/v1/projects/updateViewIDSecretsJson', body, analyticsSettingsResponseSchema);

/**
 * POST projects/updateViewIDSecretsJson with only the changed fields. The monthly figures are
 * refetched with the settings: their answer names the conversions.
 */
export function useUpdateAnalyticsSettings(projectId: number) {
  return useApiMutation({
    mutationFn: updateSettings,
    invalidate: [analyticsKeys.settings(projectId), analyticsKeys.months(projectId)],
    success: { title: analyticsMessages.settingsSaved },
    failure: commonMessages.editFailed,
    handlesError: isFieldError,
  });
}

/** The same call with secretsjson null: the stored key is removed. */
export function useRemoveServiceAccountKey(projectId: number) {
  return useApiMutation({
    mutationFn: () => updateSettings({ projectId, secretsjson: null }),
    invalidate: [analyticsKeys.settings(projectId), analyticsKeys.months(projectId)],
    success: { title: analyticsMessages.keyRemoved },
    failure: commonMessages.deleteFailed,
  });
}

/** POST projects/update_measure_settings: the defaults of a new measure report. */
export function useUpdateMeasureSettings(projectId: number) {
  return useApiMutation({
    mutationFn: (body: UpdateMeasureSettingsRequest) =>
      apiPost('/api/v1/projects/update_measure_settings', body, analyticsSettingsResponseSchema),
    invalidate: [analyticsKeys.settings(projectId), analyticsKeys.months(projectId)],
    success: { title: analyticsMessages.measureSettingsSaved },
    failure: commonMessages.editFailed,
    handlesError: isFieldError,
  });
}

/**
 * POST gaapis/setGAsetting: tries the stored key against the property. The answer (success or the
 * reason) is shown in place, and its check becomes the key's last check without waiting for a refetch.
 */
export function useConnectionTest(projectId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async () => {
      const result = await apiPost(
        '/api/v1/gaapis/setGAsetting',
        { project_id: projectId },
        connectionTestResponseSchema,
      );
      queryClient.setQueryData<AnalyticsSettingsResponse>(analyticsKeys.settings(projectId), (data) =>
        data ? { ...data, settings: { ...data.settings, key: result.key } } : data,
      );
      return result;
    },
    failure: commonMessages.unexpected,
    // The section shows every failure in its result box.
    handlesError: () => true,
  });
}
