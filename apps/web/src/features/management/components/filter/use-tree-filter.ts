import type { ManagementTree, NodeKind } from '@kaizen/domain';
import { useCallback, useMemo, useState } from 'react';
import { useMe } from '../../../auth/public';
import {
  assignableNodesOf,
  assignedTo,
  assignedUsers,
  inKeys,
  shownAssignee,
  shownNodeKeys,
  usePeople,
} from '../../../assignees/public';
import { useAssigneeFilterChoice } from '../../api/display-items';

const keyOf = (kind: NodeKind, id: number) => `${kind}:${id}`;

/**
 * The 担当者 filter of the management page (decisions/0040): the remembered choice, what it shows of
 * the tree (a person's nodes and the path to each), and the nodes added here since it was picked —
 * kept in view, so a new node does not vanish for having nobody assigned yet.
 */
export function useTreeFilter(projectId: number, tree: ManagementTree | undefined) {
  const me = useMe();
  const people = usePeople(projectId);
  const { choice, setChoice: remember } = useAssigneeFilterChoice();
  const [added, setAdded] = useState<ReadonlySet<string>>(() => new Set());
  const assigned = useMemo(() => assignedUsers(tree ? assignableNodesOf(tree) : []), [tree]);
  const shown = shownAssignee(choice, me.id, assigned, people.data ?? []);
  const userId = shown.userId;
  const shows = useMemo(() => {
    if (userId === null || !tree) return undefined;
    return inKeys(
      shownNodeKeys(
        tree,
        assignedTo(userId, (kind, id) => added.has(keyOf(kind, id))),
      ),
    );
  }, [tree, userId, added]);
  const setChoice = useCallback(
    (next: Parameters<typeof remember>[0]) => {
      setAdded(new Set());
      remember(next);
    },
    [remember],
  );
  const keepInView = useCallback(
    (kind: NodeKind, id: number) => setAdded((prev) => new Set(prev).add(keyOf(kind, id))),
    [],
  );
  return { choice, setChoice, shown, shows, people: people.data ?? [], me: me.id, keepInView };
}
