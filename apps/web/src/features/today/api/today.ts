import { todayResponseSchema } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { todayKeys } from './keys';

/** As often as the bell asks: the admin area has no live stream to say when it changed. */
const TODAY_REFRESH_MS = 60_000;

/** GET /api/v1/today (issue 33 §2). */
export const todayQuery = () =>
  queryOptions({
    queryKey: todayKeys.all,
    queryFn: () => apiGet('/api/v1/today', todayResponseSchema),
    refetchInterval: TODAY_REFRESH_MS,
    // What changed elsewhere (a ☆, a need, an assignment) shows the moment the list is opened again.
    refetchOnMount: 'always',
  });

export const useToday = () => useQuery(todayQuery());
