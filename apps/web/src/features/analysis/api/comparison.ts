import {
  commonMessages,
  comparisonMessages,
  conflictsResponseSchema,
  type ConflictCellRequest,
  type Owner,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { comparisonKeys, marketKeys } from './keys';

const ownerQuery = (owner: Owner) => (owner.kind === 'project' ? { project_id: owner.id } : { sale_id: owner.id });

/** GET conflicts: the owner's table, strengths and weaknesses, and whether the caller may change them. */
export const conflictsQuery = (owner: Owner) =>
  queryOptions({
    queryKey: comparisonKeys.owner(owner),
    queryFn: () => apiGet('/api/v1/conflicts', conflictsResponseSchema, { query: ownerQuery(owner) }),
  });

export const useConflicts = (owner: Owner) => useQuery(conflictsQuery(owner));

const post = (path: string, body: unknown) => apiPost(`/api/v1/conflicts/${path}`, body, conflictsResponseSchema);

/**
 * A change to the owner's comparison: the table is refetched once the server has answered. The
 * companies are what the market boards place, so a change to them refetches the boards too.
 */
function useConflictWrite<TInput>(
  owner: Owner,
  failure: string,
  send: (input: TInput) => Promise<unknown>,
  options: { companies?: boolean; success?: string } = {},
) {
  return useApiMutation({
    mutationFn: send,
    invalidate: options.companies
      ? [comparisonKeys.owner(owner), marketKeys.owner(owner)]
      : [comparisonKeys.owner(owner)],
    failure,
    ...(options.success ? { success: { title: options.success } } : {}),
  });
}

/** Every comparison write of one owner, each with its §8.3 failure title. */
export function useComparisonWrites(owner: Owner) {
  const fields = ownerQuery(owner);
  return {
    renameCompany: useConflictWrite(
      owner,
      commonMessages.editFailed,
      (input: { id: number; name: string }) => post('update_company', input),
      { companies: true },
    ),
    renameItem: useConflictWrite(owner, commonMessages.editFailed, (input: { id: number; title: string }) =>
      post('update_title', input),
    ),
    writeCell: useConflictWrite(owner, commonMessages.editFailed, (input: ConflictCellRequest) =>
      post('update_conflict', input),
    ),
    addCompany: useConflictWrite(owner, commonMessages.addFailed, () => post('plusTd', fields), { companies: true }),
    addItem: useConflictWrite(owner, commonMessages.addFailed, () => post('plusTh', fields), { companies: true }),
    removeCompany: useConflictWrite(owner, commonMessages.deleteFailed, (id: number) => post('minusTd', { id }), {
      companies: true,
    }),
    removeItem: useConflictWrite(owner, commonMessages.deleteFailed, (id: number) => post('minusTh', { id })),
    orderCompanies: useConflictWrite(
      owner,
      commonMessages.editFailed,
      (input: { target_id: number; insert_id: number }) => post('orderTd', { ...fields, ...input }),
      { companies: true },
    ),
    orderItems: useConflictWrite(owner, commonMessages.editFailed, (input: { target_id: number; insert_id: number }) =>
      post('orderTh', { ...fields, ...input }),
    ),
  };
}

/** POST conflicts/update_strength_weakness (保存しました). */
export function useSaveStrengthWeakness(owner: Owner) {
  return useConflictWrite(
    owner,
    commonMessages.editFailed,
    (input: { strength: string; weakness: string }) =>
      post('update_strength_weakness', { ...ownerQuery(owner), ...input }),
    { success: comparisonMessages.saved },
  );
}
