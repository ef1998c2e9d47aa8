import {
  analysisIdResponseSchema,
  commonMessages,
  customerAnalysisResponseSchema,
  pointResponseSchema,
  updateProvideResponseSchema,
  updateRealizationResponseSchema,
  type Owner,
  type UpdatePointRequest,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { journeyKeys } from './keys';

const ownerFields = (owner: Owner) => (owner.kind === 'project' ? { project_id: owner.id } : { sale_id: owner.id });

/** GET customer_analysis: phases, the two item rows, the point rows and whether the caller may change them. */
export const customerAnalysisQuery = (owner: Owner) =>
  queryOptions({
    queryKey: journeyKeys.owner(owner),
    queryFn: () => apiGet('/api/v1/customer_analysis', customerAnalysisResponseSchema, { query: ownerFields(owner) }),
  });

export const useCustomerAnalysis = (owner: Owner) => useQuery(customerAnalysisQuery(owner));

/** Which of the two item rows: what the company offers (provide), what the customer wants (realization). */
export type ItemKind = 'company' | 'customer';

/** A new item: its phase, its text, and (dropped between others) its place. */
export interface ItemCreate {
  kind: ItemKind;
  phase_id: number;
  text: string;
  index_num?: number;
}
/** A change to an item: text, and/or a place (phase and index_num). */
export interface ItemChange {
  kind: ItemKind;
  id: number;
  text?: string;
  phase_id?: number;
  index_num?: number;
}

/** The saved item and its row: the screen refetches the board, so the answer itself is not read. */
function saveItem(body: Record<string, unknown>, kind: ItemKind): Promise<unknown> {
  return kind === 'company'
    ? apiPost('/api/v1/customer_analysis/update_provide', body, updateProvideResponseSchema)
    : apiPost('/api/v1/customer_analysis/update_realization', body, updateRealizationResponseSchema);
}
const textField = (kind: ItemKind) => (kind === 'company' ? 'provide' : 'realization');

/** update_provide / update_realization without id: a new item (silent on success; 追加に失敗しました). */
export function useCreateItem(owner: Owner) {
  return useApiMutation({
    mutationFn: ({ kind, phase_id, text, index_num }: ItemCreate) =>
      saveItem({ ...ownerFields(owner), phase_id, [textField(kind)]: text, index_num }, kind),
    invalidate: [journeyKeys.owner(owner)],
    failure: commonMessages.addFailed,
  });
}

/** update_provide / update_realization with id: new text or a new place (編集に失敗しました). */
export function useChangeItem(owner: Owner) {
  return useApiMutation({
    mutationFn: ({ kind, id, text, phase_id, index_num }: ItemChange) =>
      saveItem({ id, [textField(kind)]: text, phase_id, index_num }, kind),
    invalidate: [journeyKeys.owner(owner)],
    failure: commonMessages.editFailed,
  });
}

/** delete_provide / delete_realization (削除しました). */
export function useDeleteItem(owner: Owner) {
  return useApiMutation({
    mutationFn: ({ kind, id }: { kind: ItemKind; id: number }) =>
      apiPost(
        kind === 'company'
          ? '/api/v1/customer_analysis/delete_provide'
          : '/api/v1/customer_analysis/delete_realization',
        { id },
        analysisIdResponseSchema,
      ),
    invalidate: [journeyKeys.owner(owner)],
    success: { title: '削除しました' },
    failure: commonMessages.deleteFailed,
  });
}

/** insert_point_list: the blank row the next point is typed into. */
export function useInsertPoint(owner: Owner) {
  return useApiMutation({
    mutationFn: () => apiPost('/api/v1/customer_analysis/insert_point_list', ownerFields(owner), pointResponseSchema),
    invalidate: [journeyKeys.owner(owner)],
    failure: commonMessages.addFailed,
  });
}

/** update_point_list: one or more fields of a row; filling the blank row brings a new one. */
export function useUpdatePoint(owner: Owner) {
  return useApiMutation({
    mutationFn: (body: UpdatePointRequest) =>
      apiPost('/api/v1/customer_analysis/update_point_list', body, pointResponseSchema),
    invalidate: [journeyKeys.owner(owner)],
    failure: commonMessages.editFailed,
  });
}

/** delete_point_list (削除しました). */
export function useDeletePoint(owner: Owner) {
  return useApiMutation({
    mutationFn: (id: number) =>
      apiPost('/api/v1/customer_analysis/delete_point_list', { id }, analysisIdResponseSchema),
    invalidate: [journeyKeys.owner(owner)],
    success: { title: '削除しました' },
    failure: commonMessages.deleteFailed,
  });
}
