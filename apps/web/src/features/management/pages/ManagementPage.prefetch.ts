import { idParam, type Prefetch } from '../../../lib/route-params';
import { inboxQuery, treeQuery } from '../api/tree';
import { displayItemsQuery } from '../api/display-items';
import { managementInfoQuery } from '../api/info';

/** What the page shows first, asked for together. */
export const prefetch: Prefetch = (queryClient, params) => {
  const projectId = idParam(params.clientProjectId);
  if (projectId === null) return;
  void queryClient.prefetchQuery(managementInfoQuery(projectId));
  void queryClient.prefetchQuery(treeQuery(projectId));
  void queryClient.prefetchQuery(displayItemsQuery);
  void queryClient.prefetchQuery(inboxQuery(projectId));
};
