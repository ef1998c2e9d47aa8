import { commonMessages, favoriteProjectListSchema, favoriteResponseSchema } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { projectKeys } from './keys';

/** GET /api/v1/projects/get_favorite: the signed-in user's starred projects. */
export const favoritesQuery = queryOptions({
  queryKey: [...projectKeys.all, 'favorites'] as const,
  queryFn: async () => (await apiGet('/api/v1/projects/get_favorite', favoriteProjectListSchema)).projects,
});

export const useFavorites = () => useQuery(favoritesQuery);

/** POST /api/v1/projects/update_favorite: the star turns only after the server answers. */
export function useToggleFavorite() {
  return useApiMutation({
    mutationFn: (input: { projectId: number; is_favorite: boolean }) =>
      apiPost('/api/v1/projects/update_favorite', input, favoriteResponseSchema),
    invalidate: [projectKeys.all],
    failure: commonMessages.editFailed,
  });
}
