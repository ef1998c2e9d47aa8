import { projectQuery } from '../../features/projects/public';
import { idParam, type Prefetch } from '../../lib/route-params';

/** The project's name and menu come with the sign-in check, not after it. */
export const prefetch: Prefetch = (queryClient, params) => {
  const projectId = idParam(params.clientProjectId);
  if (projectId !== null) void queryClient.prefetchQuery(projectQuery(projectId));
};
