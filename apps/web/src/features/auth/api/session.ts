import { tokenResponseSchema, type Strategy, okResponseSchema } from '@kaizen/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { saveToken, clearToken } from '../../../lib/auth-storage';
import { fetchCurrentUser } from './me';
import { fetchPublicConfig } from './public-config';
import { useCallback } from 'react';
import { switchSessionUser } from '../session-cache';

export interface LoginInput {
  strategy: Strategy;
  account: string;
  password: string;
}

/** local: POST /api/auth/login; client and admin: POST {base}/api/v1/users/sign_in (product.md §6.1, §7.2). */
async function login({ strategy, account, password }: LoginInput): Promise<string> {
  if (strategy === 'local') {
    return (await apiPost('/api/auth/login', { account, password }, tokenResponseSchema, { anonymous: true })).token;
  }
  const base = strategy === 'admin' ? ((await fetchPublicConfig()).providerApiBase ?? '') : '';
  const body = { account, password, strategy };
  return (await apiPost('/api/v1/users/sign_in', body, tokenResponseSchema, { anonymous: true, base })).token;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const token = await login(input);
      saveToken(input.strategy, token);
      return fetchCurrentUser();
    },
    onSuccess: (user) => switchSessionUser(queryClient, user),
  });
}

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
