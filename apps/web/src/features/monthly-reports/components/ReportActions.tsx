import { monthlyReportMessages, type MonthlyReportListItem } from '@kaizen/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DeleteReportButton } from '../../../components/DeleteReportButton';
import { VisibilitySwitch } from '../../../components/VisibilitySwitch';
import { toast } from '../../../lib/toasts';
import { reportQuery, useDeleteReport, useSetVisibility } from '../api/reports';
import { confirmIfPlaceholders } from './confirm-placeholders';

/**
 * The 公開 switch of a monthly report in the list. Making it public reads the text as saved now
 * first, and asks when a template's placeholder is still in it.
 */
export function ReportVisibility({ report }: { report: MonthlyReportListItem }) {
  const setVisibility = useSetVisibility(report.project_id);
  const queryClient = useQueryClient();
  const [reading, setReading] = useState(false);
  const makePublic = async () => {
    setReading(true);
    try {
      const saved = await queryClient.fetchQuery({ ...reportQuery(report.project_id, report.id), staleTime: 0 });
      confirmIfPlaceholders(saved.body, '公開', () => setVisibility.mutate({ id: report.id, is_show: 1 }));
    } catch {
      toast.failure(monthlyReportMessages.visibilityFailed);
    } finally {
      setReading(false);
    }
  };
  return (
    <VisibilitySwitch
      title={report.title}
      shown={report.is_show === 1}
      pending={setVisibility.isPending || reading}
      onChange={(isShow) =>
        isShow === 1 ? void makePublic() : setVisibility.mutate({ id: report.id, is_show: isShow })
      }
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
