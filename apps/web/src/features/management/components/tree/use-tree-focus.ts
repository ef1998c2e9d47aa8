import { focusAnchor } from '@kaizen/domain';
import { useFocusAnchor, useScrollToAnchor } from '../../../../components/focus-target/use-focus-anchor';
import type { TreeRowModel } from './visible-rows';

/** A node row's anchor (kpi-12, measure-3): what a notification's link names. */
export const rowAnchor = (row: TreeRowModel): string | null =>
  row.type === 'node' ? focusAnchor(row.item.kind, row.item.node.id) : null;

/**
 * The row a link asked for (a KPI's or measure's notification): the virtualised list scrolls to it
 * once it is among the rows — the rest of the tree may still be loading — and the row is marked.
 */
export function useTreeFocus(rows: TreeRowModel[], scrollToIndex: (index: number) => void): string | null {
  const focused = useFocusAnchor();
  useScrollToAnchor(focused, (anchor) => {
    const index = rows.findIndex((row) => rowAnchor(row) === anchor);
    if (index < 0) return false;
    scrollToIndex(index);
    return true;
  });
  return focused;
}
