import { z } from '@kaizen/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** POST /api/v1/mail/confirm_email: the link from the confirmation e-mail, signed in or not. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      apiPost('/api/v1/mail/confirm_email', { token }, z.object({ email: z.string() }), { anonymous: true }),
  });
}
