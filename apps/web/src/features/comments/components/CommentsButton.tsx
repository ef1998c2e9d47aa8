import { Button, Drawer } from '@mantine/core';
import type { CommentTarget } from '@kaizen/domain';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { CommentsPanel } from './CommentsPanel';

interface Props {
  target: CommentTarget;
  /** What the item is called, for the button's name and the drawer's title: 施策「…」. */
  itemLabel: string;
  /** The thread's size where the screen knows it (tree rows, kanban cards, needs). */
  count?: number;
}

/**
 * Opens an item's comments beside the screen: on a row or card, a small button with the count, so a
 * reader who may not edit the item still talks about it.
 */
export function CommentsButton({ target, itemLabel, count }: Props) {
  const [opened, setOpened] = useState(false);
  const shown = count !== undefined && count > 0;
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color={shown ? 'blue' : 'gray'}
        leftSection={<IconMessageCircle size={14} aria-hidden />}
        // The count as the button shows it (3件), so the name holds the visible words (WCAG 2.5.3).
        aria-label={`${itemLabel}のコメント${shown ? ` ${count}件` : ''}`}
        onClick={() => setOpened(true)}
        className="no-print"
      >
        {shown ? `${count}件` : ''}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="md"
        title={`${itemLabel}のコメント`}
        closeButtonProps={{ 'aria-label': '閉じる' }}
      >
        {opened ? <CommentsPanel target={target} headingLevel={3} /> : null}
      </Drawer>
    </>
  );
}
