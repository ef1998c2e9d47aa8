import { publicConfigSchema, type PublicConfig } from '@kaizen/domain';
import { apiGet } from '../../../lib/api-client';

let cached: Promise<PublicConfig> | undefined;

/** GET /api/config: where the admin strategy signs in. Fetched once per page load. */
export function fetchPublicConfig(): Promise<PublicConfig> {
  cached ??= apiGet('/api/config', publicConfigSchema, { anonymous: true }).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
