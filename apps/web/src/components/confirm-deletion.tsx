import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import type { ReactNode } from 'react';
import { DIALOG_WIDTH } from '../lib/dialog-width';

/** Asks before anything is removed: a 400px dialog with a red 削除する and キャンセル. */
export function confirmDeletion({
  title,
  message,
  onConfirm,
}: {
  title: string;
  message: ReactNode;
  onConfirm: () => void;
}) {
  openConfirmModal({
    title,
    size: DIALOG_WIDTH.form,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: '削除する', cancel: 'キャンセル' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
