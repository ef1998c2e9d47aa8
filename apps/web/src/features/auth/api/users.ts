import { userResponseSchema, adminMessages, commonMessages, type UpdateSelfRequest } from '@kaizen/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { currentUserKey } from './keys';

/** POST /api/v1/users/update: the signed-in user's own name and password → ユーザー情報を編集しました. */
export function useUpdateSelf() {
  const queryClient = useQueryClient();
  const mutation = useApiMutation({
    mutationFn: async (input: UpdateSelfRequest) => {
      const { user } = await apiPost('/api/v1/users/update', input, userResponseSchema);
      queryClient.setQueryData(currentUserKey, user);
      return user;
    },
    success: { title: adminMessages.userEdited },
    failure: commonMessages.editFailed,
    handlesError: (error) => error.fields.length > 0,
  });
  return mutation;
}
