import { userResponseSchema, type Me, adminMessages, commonMessages, type UpdateSelfRequest } from '@kaizen/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost } from '../../../lib/api-client';
import { clearToken, currentStrategy, getToken } from '../../../lib/auth-storage';
import { fetchPublicConfig } from './public-config';
import { useApiMutation } from '../../../lib/mutation';
import { currentUserKey } from './keys';

/** GET /api/auth/user (local) or GET {provider}/api/v1/users/me (client, admin): the signed-in user, or null. */
export async function fetchCurrentUser(): Promise<Me | null> {
  if (!getToken()) return null;
  const strategy = currentStrategy();
  try {
    if (strategy === 'local') return (await apiGet('/api/auth/user', userResponseSchema)).user;
    const base = strategy === 'admin' ? ((await fetchPublicConfig()).providerApiBase ?? '') : '';
    return (await apiGet('/api/v1/users/me', userResponseSchema, { base })).user;
  } catch (error) {
    // An expired or revoked token simply means nobody is signed in.
    if (error instanceof ApiError && error.status === 401) {
      clearToken();
      return null;
    }
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: fetchCurrentUser,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** The signed-in user inside pages behind RequireAuth, where it is always loaded. */
export function useMe(): Me {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useMe is only for pages behind RequireAuth');
  return data;
}

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
