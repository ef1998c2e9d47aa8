import { publicConfigSchema, type PublicConfig } from '@kaizen/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { publicConfigKey } from './keys';

let cached: Promise<PublicConfig> | undefined;

/** GET /api/config: where the admin strategy signs in. Fetched once per page load. */
export function fetchPublicConfig(): Promise<PublicConfig> {
  cached ??= apiGet('/api/config', publicConfigSchema, { anonymous: true }).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** The public settings as a query, for a screen that shows what depends on them. */
export const usePublicConfig = () => useQuery({ queryKey: publicConfigKey, queryFn: fetchPublicConfig });
