/** Where a node was dropped onto a parent itself (no position among its children given). */
export interface DropIntoParent {
  /** The parent already holds live children of the node's kind. */
  parentHasChildren: boolean;
  /** An unorganised (inbox) task, which joins a KPI as its last task. */
  fromInbox: boolean;
  /** The non-KPI group or the inbox: lists where a dropped task simply goes last. */
  ontoGroupList: boolean;
}

/**
 * product.md §4 tree moves: a drop onto a parent goes into it only when the parent is empty; the inbox's
 * tasks and the group lists are the exceptions. The server refuses what this refuses (409), and the
 * drop plan offers a position among the children instead, so a drop the rule refuses is never sent.
 */
export function mayDropIntoParent(drop: DropIntoParent): boolean {
  return !drop.parentHasChildren || drop.fromInbox || drop.ontoGroupList;
}
