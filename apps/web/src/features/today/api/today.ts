import { markMentionsReadResponseSchema, todayResponseSchema } from '@kaizen/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
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

/** POST /api/v1/comments/mark_read: a mention opened from the list is read; the list asks again. */
export function useMarkMentionRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) =>
      apiPost('/api/v1/comments/mark_read', { comment_ids: [commentId] }, markMentionsReadResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: todayKeys.all }),
  });
}
