import { managementKeys } from '../../management/public';

/**
 * Query keys of the client dashboard, under the project's management keys: a live update of the
 * project (someone else's change) refetches them with the tree.
 */
export const dashboardKeys = {
  all: (projectId: number) => [...managementKeys.all(projectId), 'dashboard'] as const,
  summary: (projectId: number) => [...dashboardKeys.all(projectId), 'summary'] as const,
  needs: (projectId: number) => [...dashboardKeys.all(projectId), 'needs'] as const,
};
