import { commonMessages, linkCandidatesResponseSchema } from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { managementKeys } from '../../management/public';
import { measureReportKeys } from './keys';
import { useReportWrite } from './report';

export type LinkKind = 'task' | 'hypothesis';

export const linkKindLabels: Record<LinkKind, string> = { task: '課題', hypothesis: '仮説' };

/** GET linking/get_task_list | get_hypothesis_list: the project's tasks or hypotheses, marked when linked. */
export const linkCandidatesQuery = (measureId: number, kind: LinkKind) =>
  queryOptions({
    queryKey: measureReportKeys.candidates(measureId, kind),
    queryFn: async () =>
      (
        await apiGet(`/api/v1/linking/get_${kind}_list`, linkCandidatesResponseSchema, {
          query: { measure_id: measureId },
        })
      ).items,
    staleTime: 0,
  });

export const useLinkCandidates = (measureId: number, kind: LinkKind) => useQuery(linkCandidatesQuery(measureId, kind));

export interface LinkInput {
  kind: LinkKind;
  id: number;
  link: boolean;
}

/** POST linking/link_task | link_hypothesis: link (is_link 1) or unlink (0). */
export function useLink(measureId: number) {
  const task = useReportWrite<{ measure_id: number; task_id: number; is_link: 0 | 1 }>(measureId, 'linking/link_task', {
    failure: commonMessages.editFailed,
    invalidate: [measureReportKeys.candidates(measureId, 'task')],
  });
  const hypothesis = useReportWrite<{ measure_id: number; hypothesis_id: number; is_link: 0 | 1 }>(
    measureId,
    'linking/link_hypothesis',
    { failure: commonMessages.editFailed, invalidate: [measureReportKeys.candidates(measureId, 'hypothesis')] },
  );
  return {
    isPending: task.isPending || hypothesis.isPending,
    mutateAsync: ({ kind, id, link }: LinkInput) => {
      const is_link = link ? 1 : 0;
      return kind === 'task'
        ? task.mutateAsync({ measure_id: measureId, task_id: id, is_link })
        : hypothesis.mutateAsync({ measure_id: measureId, hypothesis_id: id, is_link });
    },
  };
}

/**
 * POST linking/create_task (under the measure's KPI) | create_hypothesis (under its factor): a new
 * item linked to the report. It appears in the management tree, so the tree is refetched.
 */
export function useCreateLinked(measureId: number, projectId: number) {
  const invalidate = [managementKeys.tree(projectId), managementKeys.inbox(projectId)];
  const task = useReportWrite<{ measure_id: number; task: string }>(measureId, 'linking/create_task', {
    success: { title: commonMessages.registered },
    failure: commonMessages.addFailed,
    invalidate: [...invalidate, measureReportKeys.candidates(measureId, 'task')],
    handlesError: (error) => error.fields.length > 0,
  });
  const hypothesis = useReportWrite<{ measure_id: number; hypothesis: string }>(
    measureId,
    'linking/create_hypothesis',
    {
      success: { title: commonMessages.registered },
      failure: commonMessages.addFailed,
      invalidate: [...invalidate, measureReportKeys.candidates(measureId, 'hypothesis')],
      handlesError: (error) => error.fields.length > 0,
    },
  );
  return { task, hypothesis };
}
