import { digestPreviewSchema } from '@kaizen/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { mailKeys } from './keys';

/** GET /api/v1/mail/digest_preview: the signed-in user's digest as it would be sent now (only when asked). */
export function useDigestPreview(enabled: boolean) {
  return useQuery({
    queryKey: mailKeys.digestPreview(),
    queryFn: () => apiGet('/api/v1/mail/digest_preview', digestPreviewSchema),
    enabled,
  });
}
