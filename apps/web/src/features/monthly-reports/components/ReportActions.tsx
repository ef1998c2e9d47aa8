import type { MonthlyReportListItem } from '@kaizen/domain';
import { DeleteReportButton } from '../../../components/DeleteReportButton';
import { VisibilitySwitch } from '../../../components/VisibilitySwitch';
import { useDeleteReport, useSetVisibility } from '../api/writes';

/** The 公開 switch of a monthly report in the list. */
export function ReportVisibility({ report }: { report: MonthlyReportListItem }) {
  const setVisibility = useSetVisibility(report.project_id);
  return (
    <VisibilitySwitch
      title={report.title}
      shown={report.is_show === 1}
      pending={setVisibility.isPending}
      onChange={(isShow) => setVisibility.mutate({ id: report.id, is_show: isShow })}
    />
  );
}

/** Deletes a monthly report after the confirmation; レポートを削除しました or 削除に失敗しました. */
export function ReportDelete({ report }: { report: MonthlyReportListItem }) {
  const remove = useDeleteReport(report.project_id);
  return (
    <DeleteReportButton
      title={report.title}
      pending={remove.isPending}
      onDelete={() => remove.mutate({ id: report.id })}
    />
  );
}
