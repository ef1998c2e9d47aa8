import { okResponseSchema } from '@kaizen/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiPost } from '../../../lib/api-client';
import { clearToken } from '../../../lib/auth-storage';

/**
 * POST /api/auth/logout revokes the token on the server; the browser forgets it and loads /login
 * afresh, so nothing of this user's data stays in memory for whoever signs in next.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await apiPost('/api/auth/logout', {}, okResponseSchema).catch(() => undefined);
    clearToken();
    queryClient.clear();
    window.location.assign('/login');
  }, [queryClient]);
}
