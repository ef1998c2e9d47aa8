import type { MonthlyReportListItem } from '@kaizen/domain';
import { ReportListTable } from '../../../components/markdown/ReportListTable';
import { formatPeriod } from '../../../lib/dates';
import { reportPath } from '../paths';
import { ReportDelete, ReportVisibility } from './ReportActions';
import { ReportTypeBadge } from './ReportTypeBadge';

const columns = [
  { header: '種類', width: 90, cell: (report: MonthlyReportListItem) => <ReportTypeBadge type={report.type} /> },
  {
    header: '期間',
    width: 200,
    cell: (report: MonthlyReportListItem) => formatPeriod(report.period_start, report.period_end) ?? '—',
  },
];

const edit = {
  visibility: (report: MonthlyReportListItem) => <ReportVisibility report={report} />,
  remove: (report: MonthlyReportListItem) => <ReportDelete report={report} />,
};

/** The project's reports, newest first; staff also get the 公開 switch and delete. */
export function ReportTable({ reports, canEdit }: { reports: MonthlyReportListItem[]; canEdit: boolean }) {
  return (
    <ReportListTable
      label="レポート一覧"
      minWidth={720}
      reports={reports}
      href={(report) => reportPath(report.project_id, report.id)}
      columns={columns}
      edit={canEdit ? edit : undefined}
      rowTestId={(report) => `report-row-${report.id}`}
    />
  );
}
