import { okResponseSchema } from '@kaizen/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/v1/users/request_password_reset: the same answer whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (account: string) =>
      apiPost('/api/v1/users/request_password_reset', { account }, okResponseSchema, { anonymous: true }),
  });
}
