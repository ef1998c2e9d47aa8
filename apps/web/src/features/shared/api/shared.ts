import { openSharedResponseSchema, unlockSharedResponseSchema } from '@kaizen/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { sharedKeys } from './keys';

/**
 * POST /api/v1/shared/open, signed out whoever is signed in here: the link shows what it shows to
 * anyone. Read once per page — each read counts as a view — and never retried (a 404 is an answer).
 */
export const useSharedLink = (token: string, proof: string | null) =>
  useQuery({
    queryKey: sharedKeys.link(token, proof),
    queryFn: () =>
      apiPost('/api/v1/shared/open', { token, ...(proof ? { proof } : {}) }, openSharedResponseSchema, {
        anonymous: true,
      }),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** POST /api/v1/shared/unlock: the password for a proof; a wrong one is shown on the field. */
export const useUnlockShared = (token: string) =>
  useMutation({
    mutationFn: (password: string) =>
      apiPost('/api/v1/shared/unlock', { token, password }, unlockSharedResponseSchema, { anonymous: true }),
  });
