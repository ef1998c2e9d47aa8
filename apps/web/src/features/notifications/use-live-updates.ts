import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMe } from '../auth/public';
import { commentKeys } from '../comments/public';
import { managementKeys } from '../management/public';
import { measureReportKeys } from '../measure-reports/public';
import { metricKeys } from '../metrics/public';
import { statusKeys } from '../status/public';
import { notificationKeys } from './api/keys';
import { watchProject } from './live-events';

/**
 * Changes made by someone else appear without a reload: each live event refetches what the project's
 * screens show. The user's own edits already refresh their screen, so their tree echoes are skipped.
 */
export function useLiveUpdates(projectId: number): void {
  const queryClient = useQueryClient();
  const me = useMe();
  useEffect(
    () =>
      watchProject(projectId, (event) => {
        if (event.type === 'notification') {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          return;
        }
        if (event.user_id === me.id) return;
        void queryClient.invalidateQueries({ queryKey: managementKeys.all(projectId) });
        void queryClient.invalidateQueries({ queryKey: statusKeys.all(projectId) });
        // A report shows its measure's period and place in the tree, which the edit may have changed.
        void queryClient.invalidateQueries({ queryKey: measureReportKeys.all });
        void queryClient.invalidateQueries({ queryKey: commentKeys.all });
        // The tree's figures follow its nodes, metrics and measures (a projection counts adopted measures).
        void queryClient.invalidateQueries({ queryKey: metricKeys.ofProject(projectId) });
      }),
    [projectId, me.id, queryClient],
  );
}
