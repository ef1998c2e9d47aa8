import { ActionIcon, Tooltip } from '@mantine/core';
import type { MonthlyReportListItem } from '@kaizen/domain';
import { IconTrash } from '@tabler/icons-react';
import { confirmDeletion } from '../../../components/confirm-deletion';
import { useDeleteReport } from '../api/writes';

/** Deletes a report after the confirmation dialog; レポートを削除しました or 削除に失敗しました. */
export function DeleteReportButton({ report }: { report: MonthlyReportListItem }) {
  const remove = useDeleteReport(report.project_id);
  const label = `「${report.title}」を削除`;
  return (
    <Tooltip label="削除">
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={label}
        loading={remove.isPending}
        onClick={() =>
          confirmDeletion({
            title: 'レポートの削除',
            message: `「${report.title}」を削除します。削除したレポートは元に戻せません。`,
            onConfirm: () => remove.mutate({ id: report.id }),
          })
        }
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
