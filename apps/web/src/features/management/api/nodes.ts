import {
  commonMessages,
  createKpiFromTaskResponseSchema,
  deletedNodeSchema,
  managementMessages,
  moveResultSchema,
  patchTree,
  savedNodeSchema,
  type ManagementTree,
  type MoveNodeRequest,
  type NodeKind,
  type CreateFactorRequest,
  type CreateHypothesisRequest,
  type CreateKpiRequest,
  type CreateMeasureRequest,
  type CreateTaskRequest,
  type CreateWorkRequest,
} from '@kaizen/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { toast } from '../../../lib/toasts';
import { metricKeys } from '../../metrics/public';
import { managementKeys } from './keys';

const createPath: Record<NodeKind, string> = {
  kpi: 'create_kpi',
  task: 'create_task',
  factor: 'create_factor',
  hypothesis: 'create_hypothesis',
  measure: 'create_measure',
  work: 'create_work',
};

/**
 * create_* for any kind: with an id it updates (product.md §7.5). Tree and table saves are silent on success
 * and say 編集に失敗しました on failure (product.md §8.3). An update is patched into the cached tree (only
 * that node's row redraws); a new node or a new parent refetches the tree.
 */
export function useSaveNode(projectId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async (write: NodeUpdate | NodeCreate) => {
      const update = 'id' in write;
      const body = update ? { ...write.fields, id: write.id } : write.fields;
      const saved = await apiPost(`/api/v1/managements/${createPath[write.kind]}`, body, savedNodeSchema);
      if (update && !('index_num' in write.fields) && !hasParentChange(write.fields)) {
        queryClient.setQueryData<ManagementTree>(managementKeys.tree(projectId), (tree) =>
          tree ? patchTree(tree, saved) : tree,
        );
      } else {
        await invalidateStructure(queryClient, projectId);
      }
      // A measure's fields (its 見込み, period, visibility) count in the tree's projected effect.
      if (write.kind === 'measure' || !update || hasParentChange(write.fields)) refreshFigures(queryClient, projectId);
      return saved;
    },
    failure: commonMessages.editFailed,
  });
}

function hasParentChange(fields: object): boolean {
  return ['project_kpi_id', 'is_non_kpi', 'task_id', 'factor_id', 'hypothesis_id'].some((key) => key in fields);
}

type QueryClient = ReturnType<typeof useQueryClient>;

async function invalidateStructure(queryClient: QueryClient, projectId: number) {
  await Promise.all(structureKeys(projectId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** What a change of the tree's shape refetches before it is done: the tree and the inbox. */
const structureKeys = (projectId: number) => [managementKeys.tree(projectId), managementKeys.inbox(projectId)];

/**
 * The figures bound to the tree's nodes follow its shape and its measures (a projection counts the
 * adopted ones). Refetched without being waited for: a save is done once the tree shows it.
 */
function refreshFigures(queryClient: QueryClient, projectId: number): void {
  void queryClient.invalidateQueries({ queryKey: metricKeys.ofProject(projectId) });
}

/** restore: the undo of a delete. */
function useRestoreNode(projectId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (input: { kind: NodeKind; id: number }) =>
      apiPost('/api/v1/managements/restore', input, deletedNodeSchema),
    invalidate: structureKeys(projectId),
    onDone: () => refreshFigures(queryClient, projectId),
    success: { title: managementMessages.restored },
    failure: commonMessages.editFailed,
  });
}

/** delete_*: the node leaves the tree; the toast offers 元に戻す. */
export function useDeleteNode(projectId: number) {
  const queryClient = useQueryClient();
  const restore = useRestoreNode(projectId);
  return useApiMutation({
    mutationFn: (input: { kind: NodeKind; id: number }) =>
      apiPost(`/api/v1/managements/delete_${input.kind}`, { id: input.id }, deletedNodeSchema),
    invalidate: structureKeys(projectId),
    onDone: (deleted) => {
      refreshFigures(queryClient, projectId);
      toast.undoable(managementMessages.deleted, managementMessages.undo, () =>
        restore.mutate({ kind: deleted.kind, id: deleted.id }),
      );
    },
    failure: commonMessages.deleteFailed,
  });
}

/** move_node: drag and drop. */
export function useMoveNode(projectId: number) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (input: MoveNodeRequest) => apiPost('/api/v1/managements/move_node', input, moveResultSchema),
    invalidate: structureKeys(projectId),
    onDone: () => refreshFigures(queryClient, projectId),
    failure: commonMessages.editFailed,
  });
}

/** An inbox task dropped on empty space becomes the first task of a new KPI. */
export function useCreateKpiFromTask(projectId: number) {
  return useApiMutation({
    mutationFn: (taskId: number) =>
      apiPost('/api/v1/managements/create_kpi_from_task', { task_id: taskId }, createKpiFromTaskResponseSchema),
    invalidate: structureKeys(projectId),
    failure: commonMessages.editFailed,
  });
}

/** The create_* body of each kind (product.md §7); with an id it updates that node. */
interface NodeRequests {
  kpi: CreateKpiRequest;
  task: CreateTaskRequest;
  factor: CreateFactorRequest;
  hypothesis: CreateHypothesisRequest;
  measure: CreateMeasureRequest;
  work: CreateWorkRequest;
}

/** What one save of a node of kind K sends besides its id. */
export type NodeFields<K extends NodeKind> = Omit<NodeRequests[K], 'id'>;

/** Some fields of one existing node. */
export type NodeUpdate = { [K in NodeKind]: { kind: K; id: number; fields: NodeFields<K> } }[NodeKind];

/** A new node: where it hangs and its title. */
export type NodeCreate = { [K in NodeKind]: { kind: K; fields: NodeFields<K> } }[NodeKind];

/** A rename: each kind keeps its title under its own name in create_*. */
export function renameNode(kind: NodeKind, id: number, title: string): NodeUpdate {
  switch (kind) {
    case 'kpi':
      return { kind, id, fields: { kpi: title } };
    case 'task':
      return { kind, id, fields: { task: title } };
    case 'factor':
      return { kind, id, fields: { factor: title } };
    case 'hypothesis':
      return { kind, id, fields: { hypothesis: title } };
    case 'measure':
      return { kind, id, fields: { measure: title } };
    case 'work':
      return { kind, id, fields: { work: title } };
  }
}
