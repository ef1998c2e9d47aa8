import {
  commonMessages,
  deleteMarketBoardResponseSchema,
  marketBoardResponseSchema,
  marketMessages,
  marketsResponseSchema,
  type Owner,
  type UpdateMarketBoardRequest,
  type UpdateMarketTargetRequest,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { marketKeys } from './keys';

const ownerQuery = (owner: Owner) => (owner.kind === 'project' ? { project_id: owner.id } : { sale_id: owner.id });

/** GET markets: the owner's boards with their placed companies and the others, and whether the caller may change them. */
export const marketsQuery = (owner: Owner) =>
  queryOptions({
    queryKey: marketKeys.owner(owner),
    queryFn: () => apiGet('/api/v1/markets', marketsResponseSchema, { query: ownerQuery(owner) }),
  });

export const useMarkets = (owner: Owner) => useQuery(marketsQuery(owner));

type BoardLabels = Omit<UpdateMarketBoardRequest, 'project_id' | 'projectId' | 'sale_id' | 'selectionId'>;

const saveBoard = (owner: Owner, body: BoardLabels & { selectionId?: number }) =>
  apiPost('/api/v1/markets/update_board', { ...ownerQuery(owner), ...body }, marketBoardResponseSchema);

/** POST markets/update_board without selectionId: a new board (ボードを追加しました). */
export function useCreateBoard(owner: Owner, onCreated: (boardId: number) => void) {
  return useApiMutation({
    mutationFn: (labels: BoardLabels) => saveBoard(owner, labels),
    invalidate: [marketKeys.owner(owner)],
    success: { title: marketMessages.boardCreated },
    failure: commonMessages.addFailed,
    onDone: (result) => onCreated(result.board.id),
  });
}

/** POST markets/update_board with selectionId: the board's name and axis labels (silent on success). */
export function useUpdateBoard(owner: Owner) {
  return useApiMutation({
    mutationFn: (input: BoardLabels & { selectionId: number }) => saveBoard(owner, input),
    invalidate: [marketKeys.owner(owner)],
    failure: commonMessages.editFailed,
  });
}

/** POST markets/delete_board: the board and its placements (ボードを削除しました). */
export function useDeleteBoard(owner: Owner) {
  return useApiMutation({
    mutationFn: (selectionId: number) =>
      apiPost('/api/v1/markets/delete_board', { selectionId }, deleteMarketBoardResponseSchema),
    invalidate: [marketKeys.owner(owner)],
    success: { title: marketMessages.boardDeleted },
    failure: commonMessages.deleteFailed,
  });
}

/** POST markets/update_target: a company placed, moved or taken back; the chip moves once the server has saved. */
export function useUpdateTarget(owner: Owner) {
  return useApiMutation({
    mutationFn: (input: UpdateMarketTargetRequest) =>
      apiPost('/api/v1/markets/update_target', input, marketBoardResponseSchema),
    invalidate: [marketKeys.owner(owner)],
    failure: commonMessages.editFailed,
  });
}
