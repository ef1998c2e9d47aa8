import { userResponseSchema, type Me } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client';
import { clearToken, currentStrategy, getToken } from '../../../lib/auth-storage';
import { fetchPublicConfig } from './public-config';
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
