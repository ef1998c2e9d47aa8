import { getProjectResponseSchema, projectListSchema } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { projectKeys } from './keys';

/** GET /api/v1/projects: every project for staff, the own company's for a client user. */
export const projectListQuery = queryOptions({
  queryKey: projectKeys.list(),
  queryFn: async () => (await apiGet('/api/v1/projects', projectListSchema)).projects,
});

export function useProjects() {
  return useQuery(projectListQuery);
}

/** POST /api/v1/projects/get_project: one project, 404 when the caller may not see it. */
export function projectQuery(projectId: number) {
  return queryOptions({
    queryKey: projectKeys.one(projectId),
    queryFn: async () =>
      (await apiPost('/api/v1/projects/get_project', { projectId }, getProjectResponseSchema)).project,
  });
}

export function useProject(projectId: number) {
  return useQuery(projectQuery(projectId));
}
