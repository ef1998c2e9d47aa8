import { cascadeMessage, countDescendants, findTreeNode, nodeKindLabels, type NodeKind } from '@kaizen/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { confirmDeletion } from '../../components/confirm-deletion';
import { useDeleteNode } from './api/nodes';
import { inboxQuery, treeQuery } from './api/tree';

/**
 * The delete of the tree, the table and the inbox (issue 15): a node with nodes under it asks first,
 * naming what goes with it by kind, so a click that lands on the next row's button cannot take a
 * branch away unseen; a node alone goes at once. Either way the toast offers 元に戻す.
 *
 * The node is looked up in the query cache when the button is pressed: a callback that changed with
 * the tree would change the screen's context and redraw every row after each edit.
 */
export function useConfirmedDelete(projectId: number) {
  const queryClient = useQueryClient();
  const { mutate } = useDeleteNode(projectId);
  return useCallback(
    (kind: NodeKind, id: number) => {
      const tree = queryClient.getQueryData(treeQuery(projectId).queryKey);
      const inbox = queryClient.getQueryData(inboxQuery(projectId).queryKey) ?? [];
      const node = tree ? findTreeNode(tree, inbox, kind, id) : undefined;
      const cascade = node ? cascadeMessage(countDescendants(node)) : null;
      if (!node || cascade === null) {
        mutate({ kind, id });
        return;
      }
      const label = nodeKindLabels[kind];
      confirmDeletion({
        title: `${label}の削除`,
        message: `${label}「${node.title || '（無題）'}」を削除します。${cascade}。`,
        onConfirm: () => mutate({ kind, id }),
      });
    },
    [queryClient, projectId, mutate],
  );
}
