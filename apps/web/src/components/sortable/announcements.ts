import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** What a screen reader hears before a drag: how to lift, move and drop with the keyboard. */
export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    '並べ替えるには、スペースキーまたはEnterキーで項目を持ち上げ、上下の矢印キーで移動して、もう一度スペースキーまたはEnterキーで置きます。Escapeキーで取り消します。',
};

/** How the list describes an item now: its name and its 1-based place among `count`. */
export interface SortableDescriber {
  label: (id: UniqueIdentifier) => string;
  position: (id: UniqueIdentifier) => number;
  count: () => number;
}

/**
 * Japanese announcements for one sortable list (product.md §9.3: language ja). Create one per list and call
 * it on every render with the current describer. dnd-kit reports the lifted item as over itself the
 * moment a drag starts; that is not a move, so it does not drown out the "lifted" announcement.
 */
export function createSortableAnnouncer(): (describe: SortableDescriber) => Announcements {
  let moved = false;
  return ({ label, position, count }) => {
    const where = (id: UniqueIdentifier) => `${count()}件中${position(id)}番目`;
    return {
      onDragStart: ({ active }) => {
        moved = false;
        return `「${label(active.id)}」を持ち上げました。現在の位置は${where(active.id)}です。`;
      },
      onDragOver: ({ active, over }) => {
        if (over && over.id === active.id && !moved) return undefined;
        moved = true;
        return over
          ? `「${label(active.id)}」を${where(over.id)}に移動しました。`
          : `「${label(active.id)}」は並べ替えできる位置の外にあります。`;
      },
      onDragEnd: ({ active, over }) =>
        over
          ? `「${label(active.id)}」を${where(over.id)}に置きました。`
          : `「${label(active.id)}」を元の位置に戻しました。`,
      onDragCancel: ({ active }) => `並べ替えを取り消しました。「${label(active.id)}」は元の位置に戻りました。`,
    };
  };
}
