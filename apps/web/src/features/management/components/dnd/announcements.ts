import type { Announcements } from '@dnd-kit/core';
import { nodeKindLabels } from '@kaizen/domain';
import type { DragNode, DropTarget } from './types';

function describeTarget(target: DropTarget | undefined): string {
  if (!target) return '置ける場所の外';
  switch (target.type) {
    case 'node':
      return `${nodeKindLabels[target.node.kind]}「${target.node.title || '（無題）'}」の上`;
    case 'kpi-row':
      return '表のKPIの行の上';
    case 'non-kpi-zone':
      return 'KPIに紐づかない課題の欄';
    case 'new-kpi-zone':
      return '新しいKPIを作る欄';
  }
}

const named = (node: DragNode | undefined) =>
  node ? `${nodeKindLabels[node.kind]}「${node.title || '（無題）'}」` : '項目';

/** Japanese screen-reader announcements for moving tree items by keyboard or mouse. */
export const treeAnnouncements: Announcements = {
  onDragStart: ({ active }) => `${named(active.data.current as DragNode | undefined)}を持ち上げました。`,
  onDragOver: ({ active, over }) =>
    `${named(active.data.current as DragNode | undefined)}は${describeTarget(over?.data.current as DropTarget | undefined)}にあります。`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${named(active.data.current as DragNode | undefined)}を${describeTarget(over.data.current as DropTarget | undefined)}に置きました。`
      : `${named(active.data.current as DragNode | undefined)}を元の位置に戻しました。`,
  onDragCancel: ({ active }) => `${named(active.data.current as DragNode | undefined)}の移動を取り消しました。`,
};
