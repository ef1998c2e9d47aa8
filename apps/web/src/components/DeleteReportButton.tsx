import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { confirmDeletion } from './confirm-deletion';

/** Deletes a report after the confirmation dialog; the caller's delete call says how it went. */
export function DeleteReportButton({
  title,
  pending,
  onDelete,
}: {
  title: string;
  pending: boolean;
  onDelete: () => void;
}) {
  return (
    <Tooltip label="削除">
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`「${title}」を削除`}
        loading={pending}
        onClick={() =>
          confirmDeletion({
            title: 'レポートの削除',
            message: `「${title}」を削除します。削除したレポートは元に戻せません。`,
            onConfirm: onDelete,
          })
        }
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
