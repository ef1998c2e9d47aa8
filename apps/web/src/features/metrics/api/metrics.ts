import {
  commonMessages,
  metricMonthsResponseSchema,
  metricSchema,
  metricTreeResponseSchema,
  whatIfResponseSchema,
  z,
  type BindMetricRequest,
  type CreateMetricRequest,
  type MetricComparison,
  type PutMetricMonthsRequest,
  type UpdateMetricRequest,
  type WhatIfRequest,
} from '@kaizen/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { metricKeys } from './keys';

/** GET metrics: the project's metrics, and whether the reader may set them up. */
export const metricListResponseSchema = z.object({ metrics: z.array(metricSchema), can_edit: z.boolean() });

/** Writes whose answer the screens do not read: the refetch brings what changed. */
const anyAnswer = z.unknown();

export const useMetricList = (projectId: number, enabled = true) =>
  useQuery({
    queryKey: metricKeys.list(projectId),
    queryFn: () => apiGet('/api/v1/metrics', metricListResponseSchema, { query: { project_id: projectId } }),
    enabled,
  });

/** GET metrics/:id/months: what was typed for a metric, for its editor to start from. */
export const useMetricMonths = (projectId: number, metricId: number | undefined) =>
  useQuery({
    queryKey: metricKeys.months(projectId, metricId ?? 0),
    queryFn: () => apiGet(`/api/v1/metrics/${metricId}/months`, metricMonthsResponseSchema),
    enabled: metricId !== undefined,
  });

/**
 * GET metrics/tree: the figures of every bound node for the month (the latest with data when none is
 * chosen) and the comparison. The last answer stays on screen while another month loads.
 */
export const useMetricTree = (projectId: number, month: string | undefined, comparison: MetricComparison) =>
  useQuery({
    queryKey: metricKeys.tree(projectId, month, comparison),
    queryFn: () =>
      apiGet('/api/v1/metrics/tree', metricTreeResponseSchema, {
        query: { project_id: projectId, month, comparison },
      }),
    placeholderData: keepPreviousData,
  });

const invalidateProject = (projectId: number) => [metricKeys.ofProject(projectId)];

/** POST metrics: the new metric (its refusals — a cycle, units that do not add — stay in the form). */
export const useCreateMetric = (projectId: number) =>
  useApiMutation({
    mutationFn: (input: Omit<CreateMetricRequest, 'project_id'>) =>
      apiPost('/api/v1/metrics', { project_id: projectId, ...input }, metricSchema),
    invalidate: invalidateProject(projectId),
    failure: commonMessages.addFailed,
    handlesError: (error) => error.status === 400 || error.status === 409,
  });

export const useUpdateMetric = (projectId: number) =>
  useApiMutation({
    mutationFn: ({ id, ...input }: UpdateMetricRequest & { id: number }) =>
      apiRequest('PATCH', `/api/v1/metrics/${id}`, metricSchema, { body: input }),
    invalidate: invalidateProject(projectId),
    failure: commonMessages.editFailed,
    handlesError: (error) => error.status === 400 || error.status === 409,
  });

export const useDeleteMetric = (projectId: number) =>
  useApiMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/v1/metrics/${id}`, anyAnswer),
    invalidate: invalidateProject(projectId),
    success: { title: '指標を削除しました' },
    failure: commonMessages.deleteFailed,
  });

/** PUT metrics/:id/actuals or /targets: typed months (null clears a month). */
export const usePutMetricMonths = (projectId: number, which: 'actuals' | 'targets') =>
  useApiMutation({
    mutationFn: ({ id, months }: PutMetricMonthsRequest & { id: number }) =>
      apiRequest('PUT', `/api/v1/metrics/${id}/${which}`, anyAnswer, { body: { months } }),
    invalidate: invalidateProject(projectId),
    failure: commonMessages.editFailed,
    handlesError: (error) => error.status === 400,
  });

/** POST metrics/bind: shows a metric on the KGI or a KPI, or takes it off (metric_id null). */
export const useBindMetric = (projectId: number) =>
  useApiMutation({
    mutationFn: (input: Omit<BindMetricRequest, 'project_id'>) =>
      apiPost('/api/v1/metrics/bind', { project_id: projectId, ...input }, anyAnswer),
    invalidate: invalidateProject(projectId),
    success: (_result, input) => ({
      title: input.metric_id === null ? '指標の紐付けを外しました' : '指標を設定しました',
    }),
    failure: commonMessages.editFailed,
  });

/** POST metrics/sales_template: セッション, CVR, 客単価 and 売上 = セッション × CVR × 客単価 on the KGI. */
export const useSalesTemplate = (projectId: number) =>
  useApiMutation({
    mutationFn: () => apiPost('/api/v1/metrics/sales_template', { project_id: projectId }, anyAnswer),
    invalidate: invalidateProject(projectId),
    success: { title: 'KGIに売上の式を設定しました' },
    failure: commonMessages.addFailed,
  });

/** POST metrics/what_if: computes, stores nothing — a plain mutation with no refetch and no toast. */
export const useWhatIf = () =>
  useMutation({
    mutationFn: (input: WhatIfRequest) => apiPost('/api/v1/metrics/what_if', input, whatIfResponseSchema),
  });
