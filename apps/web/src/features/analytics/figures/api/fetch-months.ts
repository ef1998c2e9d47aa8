import { fetchMonthsResponseSchema } from '@kaizen/domain';
import { apiPost } from '../../../../lib/api-client';
import { useApiMutation } from '../../../../lib/mutation';
import { figuresKeys } from './keys';

/**
 * POST gaapis/setGAAPIData: fetch the period's months from Google Analytics and store them. A refusal
 * with a reason (GA4's error in Japanese, settings missing) is shown by the section in place.
 */
export function useFetchMonths(projectId: number) {
  return useApiMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      apiPost('/api/v1/gaapis/setGAAPIData', { project_id: projectId, from, to }, fetchMonthsResponseSchema),
    invalidate: [figuresKeys.monthsOf(projectId)],
    // The server's analyticsMessages.fetched(n): n months came from GA4 (the answer lists every stored one).
    success: (result) => ({ title: result.message }),
    failure: 'Googleアナリティクスからの取得に失敗しました',
    handlesError: (error) => error.code !== 'network' && error.status !== 401 && error.status !== 500,
  });
}
