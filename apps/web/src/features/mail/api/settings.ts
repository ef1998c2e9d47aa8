import { commonMessages, mailMessages, mailSettingsSchema, type UpdateMailSettingsRequest } from '@kaizen/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { mailKeys } from './keys';

export const mailSettingsQuery = queryOptions({
  queryKey: mailKeys.settings(),
  queryFn: () => apiGet('/api/v1/mail/settings', mailSettingsSchema),
});

/** GET /api/v1/mail/settings: the signed-in user's address and what they receive. */
export const useMailSettings = () => useQuery(mailSettingsQuery);

/** POST /api/v1/mail/settings → 通知の設定を保存しました. */
export function useUpdateMailSettings() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async (input: UpdateMailSettingsRequest) => {
      const saved = await apiPost('/api/v1/mail/settings', input, mailSettingsSchema);
      queryClient.setQueryData(mailKeys.settings(), saved);
      return saved;
    },
    success: { title: mailMessages.settingsSaved },
    failure: commonMessages.editFailed,
    handlesError: (error) => error.fields.length > 0,
  });
}

/** POST /api/v1/mail/email: a new address waits for its link; '' removes it. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async (email: string) => {
      const saved = await apiPost('/api/v1/mail/email', { email }, mailSettingsSchema);
      queryClient.setQueryData(mailKeys.settings(), saved);
      return saved;
    },
    success: (_saved, email) => ({ title: email === '' ? mailMessages.emailRemoved : mailMessages.confirmationSent }),
    failure: commonMessages.editFailed,
    handlesError: (error) => error.fields.length > 0,
  });
}
